import { screen } from '@testing-library/react';
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

/** A list with no rows says its empty text; a list whose call fails says its error, as an alert. */
export async function expectListTexts(api: FakeApi, { apiPath, render, empty, failed }: ListTexts) {
  api.on('GET', apiPath, { body: [] });
  const { unmount } = render();
  expect(await screen.findByText(empty)).toBeInTheDocument();
  unmount();
  api.on('GET', apiPath, { status: 500 });
  render();
  expect(await screen.findByRole('alert')).toHaveTextContent(failed);
}
