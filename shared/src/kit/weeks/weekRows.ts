import type { SheetSummary } from '@staffledger/contracts/schemas';
import { byPeriod, sheetNeed, type PeriodSheet } from './firstSheet';

/** What the list shows of a timesheet: its period, status and hours. */
export type WeekRow = PeriodSheet & Pick<SheetSummary, 'totalHours'>;

/** How many of a person's weeks the list shows before 'Show all': about a month and a half. */
export const RECENT_WEEKS = 6;

export const WEEK_TEXTS = {
  columns: { period: 'Period', status: 'Status', hours: 'Total Hours' },
  holdsToday: 'Includes today',
  showAll: (count: number) => `Show all ${count} timesheets`,
  showFewer: 'Show fewer',
  /** Under the list's title: what waits for the person, so that nothing waits unmentioned. */
  summary: ({ rejected, toFill }: WeekCounts) => {
    const parts = [
      ...(rejected > 0 ? [`${rejected} rejected`] : []),
      ...(toFill > 0 ? [`${toFill} to fill in`] : []),
    ];
    return parts.length > 0 ? parts.join(', ') : 'Nothing to fill in';
  },
} as const;

export type WeekCounts = {
  /** Sent back by staff. */
  rejected: number;
  /** Open, their period begun (over or running). */
  toFill: number;
};

/** Whether the period holds `today` (`YYYY-MM-DD`). */
export function holdsDay(week: PeriodSheet, today: string): boolean {
  return week.periodStartDate <= today && today <= week.periodEndDate;
}

/** Whether the week waits for its person now: rejected, or open with its period begun. */
function waitsNow(week: PeriodSheet, today: string): boolean {
  const need = sheetNeed(week, today);
  return need !== null && need !== 'upcoming';
}

export function weekCounts(weeks: readonly PeriodSheet[], today: string): WeekCounts {
  let rejected = 0;
  let toFill = 0;
  for (const week of weeks) {
    const need = sheetNeed(week, today);
    if (need === 'rejected') rejected += 1;
    else if (need === 'past' || need === 'current') toFill += 1;
  }
  return { rejected, toFill };
}

/**
 * The rows to show, newest period first: the `recent` newest, and beyond them every week that
 * waits for its person now and the week on screen, so that a long history stays short without
 * hiding what needs doing. `hidden` counts the rest.
 */
export function visibleWeeks<T extends PeriodSheet>(
  weeks: readonly T[],
  shownId: number | null,
  today: string,
  recent: number,
): { rows: T[]; hidden: number } {
  const newest = [...weeks].sort(byPeriod).reverse();
  const rows = newest.filter(
    (week, i) => i < recent || week.id === shownId || waitsNow(week, today),
  );
  return { rows, hidden: newest.length - rows.length };
}
