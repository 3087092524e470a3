import { fireEvent, screen, within } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import type { FakeApi } from './fakeApi';

export type ListTexts = {
  /** The list's call, e.g. '/vendors'. */
  apiPath: string;
  /** Shows the list's screen, e.g. `() => renderApp('/on/vendors')`. */
  render: () => RenderResult;
  /** 'No vendors found.' */
  empty: string;
  /** 'Failed to load vendors' */
  failed: string;
};

/**
 * A list with no rows says its empty text; a list whose call fails says its error, as an alert,
 * with Retry, which reads the list again.
 */
export async function expectListTexts(api: FakeApi, { apiPath, render, empty, failed }: ListTexts) {
  api.on('GET', apiPath, { body: [] });
  const { unmount } = render();
  expect(await screen.findByText(empty)).toBeInTheDocument();
  unmount();
  api.on('GET', apiPath, { status: 500 });
  render();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(failed);
  api.on('GET', apiPath, { body: [] });
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(empty)).toBeInTheDocument();
}
