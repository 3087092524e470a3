/**
 * Billing arrangements and Approved timesheets made through the API, for the browser tests that
 * invoice them.
 */
import type { Seeder } from './seed';

/** A week of a timesheet, Monday to Sunday, YYYY-MM-DD. */
export type Week = { start: string; end: string };

/** A weekly arrangement of the employee at the vendor from `week` (Pending: it makes no sheets). */
export function pendingArrangement(
  seed: Seeder,
  week: Week,
  a: { employeeId: number; vendorId: number; billRate: number; item: string },
) {
  return seed.post('/billing', {
    employeeId: a.employeeId,
    vendorId: a.vendorId,
    billRate: a.billRate,
    invoiceDueDays: 30,
    invoiceFrequency: 'WEEKLY',
    billingCode: `CODE-${a.employeeId}`,
    itemDescription: a.item,
    startDate: week.start,
    firstPeriodEndDate: week.end,
    endDate: null,
    status: 'PENDING',
    notes: null,
  });
}

/**
 * An approved sheet of the week: `hoursPerDay` billable hours on each weekday (with the
 * attachment a billable week needs), or a week of holidays when 0. Answers its id.
 */
export async function approvedWeekSheet(
  seed: Seeder,
  s: { employeeId: number; vendorId: number; week: Week; hoursPerDay: number },
): Promise<number> {
  const sheet = await seed.post('/timesheets', {
    employeeId: s.employeeId,
    vendorId: s.vendorId,
    periodStartDate: s.week.start,
    periodEndDate: s.week.end,
    status: 'PENDING',
    billingCode: `CODE-${s.employeeId}`,
    notes: null,
  });
  const items = (await seed.send('GET', `/timesheets/${sheet.id}/items`)) as Array<{
    id: number;
    type: string;
  }>;
  const billable = s.hoursPerDay > 0;
  const rows = items.map((i) => {
    const working = billable && i.type !== 'HOLIDAY';
    return {
      id: i.id,
      type: working ? 'BILLABLE' : 'HOLIDAY',
      hoursWorked: working ? s.hoursPerDay : 0,
      extraHours: 0,
      comment: working ? 'Sprint work' : null,
    };
  });
  if (billable) await seed.attachPdf(sheet.id);
  await seed.send('PUT', `/timesheets/${sheet.id}/items/submit`, rows);
  await seed.send('PUT', `/timesheets/${sheet.id}/status`, { status: 'APPROVED' });
  return sheet.id;
}
