/** The status filter's value for the overdue invoices (the API reads it from the due date). */
export const OVERDUE = 'OVERDUE';

/** '1 day overdue', '12 days overdue'; nothing for an invoice that is not past its due date. */
export function daysOverdueText(daysOverdue: number | null | undefined): string | null {
  if (typeof daysOverdue !== 'number' || daysOverdue <= 0) return null;
  return `${daysOverdue} ${daysOverdue === 1 ? 'day' : 'days'} overdue`;
}

/**
 * The statuses the filter offers: those present in the data, plus the one chosen in the URL (the
 * Overdue button may choose it while no invoice is Overdue), so the select shows what filters.
 */
export function withChosenStatus(
  present: readonly string[],
  chosen: string | null,
  known: readonly string[],
): readonly string[] {
  const status = chosen?.toUpperCase() ?? '';
  if (!known.includes(status) || present.includes(status)) return present;
  return [...present, status];
}
