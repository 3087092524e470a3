import { act, render, screen } from '@testing-library/react';
import { NewVersionNotice } from '../layout/NewVersionNotice';
import { fetchRemotes } from './remotes';
import { resetPageVersion, usePageOutdated } from './pageVersion';

/** The notice, where the signed-in frame puts it: shown once the page is outdated. */
function Frame() {
  return usePageOutdated() ? <NewVersionNotice /> : null;
}

/** /remotes.json answering with the given page version. */
function answerWith(version: string | null) {
  (globalThis as { fetch: unknown }).fetch = jest.fn(async () => ({
    ok: true,
    headers: { get: (name: string) => (name === 'X-StaffLedger-Page' ? version : null) },
    json: async () => ({}),
  }));
}

beforeEach(() => resetPageVersion());

it('offers a reload once /remotes.json names another page version than the first it named', async () => {
  render(<Frame />);
  answerWith('3f2a9c1b0d4e');
  await act(() => fetchRemotes());
  await act(() => fetchRemotes());
  expect(screen.queryByRole('status')).toBeNull();

  answerWith('77aa00bb11cc');
  await act(() => fetchRemotes());
  expect(screen.getByRole('status')).toHaveTextContent(
    'A new version of StaffLedger is available. Save your work, then reload the page to use it.',
  );
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
});

it('says nothing when the server names no version', async () => {
  render(<Frame />);
  answerWith(null);
  await act(() => fetchRemotes());
  answerWith('3f2a9c1b0d4e');
  await act(() => fetchRemotes());
  expect(screen.queryByRole('status')).toBeNull();
});
