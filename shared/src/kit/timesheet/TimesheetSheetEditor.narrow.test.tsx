import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSheetApi, summary, item, pdf } from './fakeSheetApi';
import { SheetStepButton } from './SheetStepButton';
import { TimesheetSheetEditor } from './TimesheetSheetEditor';
import { NARROW_QUERY } from './useNarrowScreen';

const sheet = summary();

/** A window whose width is a phone's (or not), which can turn. */
function windowWidth(narrow: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return narrow;
    },
    media: NARROW_QUERY,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  };
  window.matchMedia = jest.fn(() => list as unknown as MediaQueryList);
  return (next: boolean) => {
    narrow = next;
    act(() => listeners.forEach((fn) => fn()));
  };
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

function setup() {
  const holiday = item(2, '2026-11-28', {
    type: 'HOLIDAY',
    dayOfWeek: 'SATURDAY',
    hoursWorked: 0,
    comment: null,
  });
  const fake = fakeSheetApi([item(1, '2026-11-23', { dayOfWeek: 'MONDAY' }), holiday], [pdf]);
  render(
    <TimesheetSheetEditor
      api={fake.api}
      timesheet={sheet}
      before={<SheetStepButton step={-1} disabled onClick={() => {}} />}
      after={<SheetStepButton step={1} disabled={false} onClick={() => {}} />}
    />,
  );
  return fake;
}

test('on a phone each day is a card headed by its day and date, with labelled controls', async () => {
  windowWidth(true);
  setup();
  const list = await screen.findByRole('list', { name: 'Timesheet items' });
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  const cards = within(list).getAllByRole('listitem');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]).getByRole('heading').textContent).toBe('Monday 11/23/2026');
  expect(within(cards[1]).getByRole('heading').textContent).toBe('Saturday 11/28/2026');
  expect(cards[1]).toHaveClass('sl-day-card--holiday');
  // the same names as the table's controls, and a visible label on each
  const monday = within(cards[0]);
  expect(monday.getByRole('combobox', { name: 'Type 11/23/2026' })).toHaveValue('BILLABLE');
  expect(monday.getByRole('spinbutton', { name: 'Hours Worked 11/23/2026' })).toHaveValue(8);
  expect(monday.getByRole('spinbutton', { name: 'Extra Hours 11/23/2026' })).toHaveValue(0);
  expect(monday.getByRole('textbox', { name: 'Activities 11/23/2026' })).toHaveValue('Work');
  for (const label of ['Type', 'Hours Worked', 'Extra Hours', 'Activities'])
    expect(monday.getByText(label, { selector: 'label' })).toBeInTheDocument();
  expect(monday.getByText('Total Hours').textContent).toBe('Total Hours 8.00');
});

test('the bar after the cards holds the week total, << Save Submit >> and the last message', async () => {
  windowWidth(true);
  const { api } = setup();
  const user = userEvent.setup();
  const hours = await screen.findByRole('spinbutton', { name: 'Hours Worked 11/28/2026' });
  const bar = screen.getByRole('region', { name: 'Week total, Save and Submit' });
  const list = screen.getByRole('list', { name: 'Timesheet items' });
  expect(list.compareDocumentPosition(bar)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(
    within(bar)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['<<', 'Save', 'Submit', '>>']);
  expect(within(bar).getByText('Total Hours').textContent).toBe('Total Hours 8.00');
  await user.type(hours, '2.5');
  expect(within(bar).getByText('Total Hours').textContent).toBe('Total Hours 10.50');
  expect(within(hours.closest('li')!).getByText('Total Hours').textContent).toBe(
    'Total Hours 2.50',
  );
  await user.click(within(bar).getByRole('button', { name: 'Save' }));
  expect(await within(bar).findByText('Timesheet saved successfully')).toBeInTheDocument();
  expect(api.save).toHaveBeenCalledTimes(1);
});

test('turning the phone to a wider window brings the table back, with the typed hours', async () => {
  const turn = windowWidth(true);
  setup();
  const user = userEvent.setup();
  const hours = await screen.findByRole('spinbutton', { name: 'Hours Worked 11/23/2026' });
  await user.clear(hours);
  await user.type(hours, '6');
  turn(false);
  expect(screen.getByRole('table', { name: 'Timesheet items' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Week total, Save and Submit' })).toBeNull();
  expect(screen.getByRole('spinbutton', { name: 'Hours Worked 11/23/2026' })).toHaveValue(6);
});
