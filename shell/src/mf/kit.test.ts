import { preloadKits } from './kit';

const fetched: string[] = [];
jest.mock('@staffledger/shared', () => {
  fetched.push('kit');
  return {};
});
jest.mock('@staffledger/shared/sheet', () => {
  fetched.push('sheet');
  return {};
});

beforeEach(() => {
  fetched.length = 0;
  jest.resetModules();
});

it('fetches the list and form kit, not the sheet kit, with a screen that edits no sheet', async () => {
  await preloadKits('mfe_corps/Corps');
  expect(fetched).toEqual(['kit']);
});

it.each(['mfe_timesheets/TimesheetItems', 'mfe_guest/QuickTime'])(
  'fetches the sheet kit too with %s, a screen that edits a timesheet',
  async (id) => {
    await preloadKits(id);
    expect(fetched.sort()).toEqual(['kit', 'sheet']);
  },
);
