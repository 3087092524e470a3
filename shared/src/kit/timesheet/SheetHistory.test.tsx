import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SheetHistoryEntry } from '@staffledger/contracts/schemas';
import { entry, sheetLife } from './fakeSheetApi';
import { SheetHistory, type SheetHistoryProps } from './SheetHistory';

const invoiceLink = ({ id, number }: { id: number; number: string }) => (
  <Link to={`/on/invoices/edit/${id}`}>{number}</Link>
);

function show(history: () => Promise<SheetHistoryEntry[]>, props: Partial<SheetHistoryProps> = {}) {
  const api = { history: jest.fn(history) };
  const panel = (refreshKey: number) => (
    <MemoryRouter initialEntries={['/on/timesheet-items']}>
      <Routes>
        <Route
          path="/on/timesheet-items"
          element={<SheetHistory api={api} timesheetId={7} refreshKey={refreshKey} {...props} />}
        />
        <Route path="/on/invoices/edit/:id" element={<h1>Invoice form</h1>} />
      </Routes>
    </MemoryRouter>
  );
  const view = render(panel(0));
  return { api, refresh: (key: number) => view.rerender(panel(key)) };
}

const region = () => screen.getByRole('region', { name: 'History' });
const lines = () =>
  within(screen.getByRole('list', { name: 'History' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** Entries of n saves, a minute apart, oldest first. */
const saves = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    entry({ at: new Date(Date.UTC(2026, 10, 23, 15, i)).toISOString(), actorName: `user${i + 1}` }),
  );

test('staff read who did what and when, newest first, the invoice number opening the invoice', async () => {
  const user = userEvent.setup();
  const { api } = show(async () => sheetLife, { invoiceLink });
  expect(within(region()).getByRole('status')).toHaveTextContent('Loading history...');
  expect(await screen.findAllByRole('listitem')).toHaveLength(7);
  expect(api.history).toHaveBeenCalledWith(7);
  expect(screen.getByRole('heading', { name: 'History', level: 2 })).toBeInTheDocument();
  expect(lines()).toEqual([
    '11/25/2026 8:01 AM boss@acme.example invoiced it on INV-000012',
    '11/25/2026 8:00 AM boss@acme.example accepted it',
    '11/24/2026 11:00 AM a guest submitted it again after a rejection',
    '11/24/2026 4:15 AM boss@acme.example rejected it: Wednesday has 12 hours;\nthe client approved 8.',
    '11/23/2026 9:32 AM ann@acme.example submitted it',
    '11/23/2026 9:30 AM ann@acme.example saved the hours',
    '11/23/2026 5:00 AM the billing job created the timesheet',
  ]);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.getByText('11/25/2026 8:01 AM')).toHaveAttribute(
    'datetime',
    '2026-11-25T13:01:00.000Z',
  );
  const link = screen.getByRole('link', { name: 'INV-000012' });
  expect(link).toHaveAttribute('href', '/on/invoices/edit/12');
  await user.click(link);
  expect(screen.getByRole('heading', { name: 'Invoice form' })).toBeInTheDocument();
});

test('without an invoice link (an employee, a guest) the number is plain text', async () => {
  show(async () => sheetLife);
  await screen.findAllByRole('listitem');
  expect(screen.getByText(/invoiced it on INV-000012$/)).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('a deleted invoice is named but not linked, neither where it was made nor where it went', async () => {
  const invoice = { id: 4, number: 'INV-000004' };
  show(
    async () => [
      entry({ event: 'invoiced', actorKind: 'staff', actorName: 'boss', invoice }),
      entry({ event: 'returned', actorKind: 'staff', actorName: 'boss', invoice }),
    ],
    { invoiceLink },
  );
  await screen.findAllByRole('listitem');
  expect(lines()).toEqual([
    '11/23/2026 2:05 PM boss returned it to Approved when invoice INV-000004 was deleted',
    '11/23/2026 2:05 PM boss invoiced it on INV-000004',
  ]);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test("a failed read says 'Failed to load history'", async () => {
  show(async () => Promise.reject(new Error('Not Found')));
  expect(await within(region()).findByRole('alert')).toHaveTextContent(/^Failed to load history$/);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('a sheet with nothing recorded says so', async () => {
  show(async () => []);
  expect(await screen.findByText('No history recorded yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test('a long history shows the latest 10 until "Show all N", by keyboard or mouse', async () => {
  const user = userEvent.setup();
  show(async () => saves(12));
  await screen.findAllByRole('listitem');
  expect(lines()).toHaveLength(10);
  expect(lines()[0]).toBe('11/23/2026 10:11 AM user12 saved the hours');
  expect(lines()[9]).toBe('11/23/2026 10:02 AM user3 saved the hours');

  // by keyboard: the button is the panel's one stop; Enter and Space work it, the focus stays
  await user.tab();
  const more = screen.getByRole('button', { name: 'Show all 12' });
  expect(more).toHaveFocus();
  expect(more).toHaveAttribute('aria-controls', screen.getByRole('list').id);
  await user.keyboard('{Enter}');
  expect(lines()).toHaveLength(12);
  expect(lines()[11]).toBe('11/23/2026 10:00 AM user1 saved the hours');
  expect(screen.getByRole('button', { name: 'Show the latest 10' })).toHaveFocus();
  await user.keyboard(' ');
  expect(lines()).toHaveLength(10);

  await user.click(screen.getByRole('button', { name: 'Show all 12' }));
  expect(lines()).toHaveLength(12);
  await user.click(screen.getByRole('button', { name: 'Show the latest 10' }));
  expect(lines()).toHaveLength(10);
});

test('ten entries or fewer need no button', async () => {
  show(async () => saves(10));
  await screen.findAllByRole('listitem');
  expect(lines()).toHaveLength(10);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('a new refresh key reads it again, the lines staying on screen meanwhile', async () => {
  let answer: (entries: SheetHistoryEntry[]) => void = () => undefined;
  let calls = 0;
  const { api, refresh } = show(() => {
    calls += 1;
    return calls === 1 ? Promise.resolve(saves(1)) : new Promise((r) => (answer = r));
  });
  await screen.findAllByRole('listitem');
  refresh(1);
  expect(api.history).toHaveBeenCalledTimes(2);
  expect(lines()).toEqual(['11/23/2026 10:00 AM user1 saved the hours']);
  expect(screen.queryByText('Loading history...')).not.toBeInTheDocument();
  await act(async () => answer(saves(2)));
  expect(lines()).toEqual([
    '11/23/2026 10:01 AM user2 saved the hours',
    '11/23/2026 10:00 AM user1 saved the hours',
  ]);
});
