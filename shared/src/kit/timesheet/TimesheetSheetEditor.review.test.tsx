import { act, render, screen, within } from '@testing-library/react';
import { fakeSheetApi, summary, item, pdf } from './fakeSheetApi';
import { TimesheetSheetEditor } from './TimesheetSheetEditor';
import { NARROW_QUERY } from './useNarrowScreen';

// a Pending sheet, which the editor would let its owner edit
const sheet = summary();

const review = {
  actions: (
    <>
      <button type="button">Approve</button>
      <button type="button">Reject</button>
    </>
  ),
  notice: <p role="status">Approved: Jane Doe.</p>,
};

function phone(narrow: boolean) {
  window.matchMedia = jest.fn(
    () =>
      ({
        matches: narrow,
        media: NARROW_QUERY,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

async function showReview() {
  const { api } = fakeSheetApi([item(1, '2026-11-23', { dayOfWeek: 'MONDAY' })], [pdf]);
  render(<TimesheetSheetEditor api={api} timesheet={sheet} review={review} />);
  await screen.findByText(pdf.filename);
  return api;
}

test('a review shows the sheet read-only, its decision where Save and Submit would be', async () => {
  phone(false);
  const fake = await showReview();
  expect(screen.getByRole('spinbutton', { name: /^Hours Worked/ })).toBeDisabled();
  const decision = screen.getByRole('group', { name: 'Decision' });
  expect(
    within(decision)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Approve', 'Reject']);
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Approved: Jane Doe.');
  // the files can be downloaded, not added or deleted; the agency's History is not shown
  expect(screen.getByRole('button', { name: `Download ${pdf.filename}` })).toBeEnabled();
  expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/choose files/i)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
  await act(async () => undefined);
  expect(fake.history).not.toHaveBeenCalled();
});

test('on a phone the decision is in the bar held under the day cards', async () => {
  phone(true);
  await showReview();
  const bar = screen.getByRole('region', { name: 'Week total and decision' });
  expect(within(bar).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(within(bar).getByText('Total Hours')).toBeInTheDocument();
});
