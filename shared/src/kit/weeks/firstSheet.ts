/**
 * Which of a person's timesheets to open first (docs/screens.md#the-items-screen,
 * docs/guests.md#the-screen): the oldest one that needs them. The employee's items screen and the
 * guest screen both follow it; staff open a sheet from the Timesheets list instead. It lives in the
 * sheet entry, which only those screens load, rather than in the contracts, which every screen
 * loads whole through the main entry.
 */
import { newYorkWallClock } from '@staffledger/contracts';

/** What the rule reads of a timesheet. */
export type PeriodSheet = {
  id: number;
  periodStartDate: string;
  periodEndDate: string;
  status: string | null;
};

/**
 * Why a sheet needs its person, from the most pressing: sent back by staff; open and its period
 * over; open and its period running (it holds today); open and its period still to come.
 */
export type SheetNeed = 'rejected' | 'past' | 'current' | 'upcoming';

const RANK: Readonly<Record<SheetNeed, number>> = { rejected: 0, past: 1, current: 2, upcoming: 3 };

/** Oldest period first; the id settles two sheets of the same period (two vendors). */
export function byPeriod(a: PeriodSheet, b: PeriodSheet): number {
  return a.periodStartDate.localeCompare(b.periodStartDate) || a.id - b.id;
}

/**
 * Why `sheet` needs its person on `today` (`YYYY-MM-DD`, the business day), or null when it does
 * not: Submitted, Approved and Locked sheets wait on staff, not on them.
 */
export function sheetNeed(sheet: PeriodSheet, today: string): SheetNeed | null {
  const status = (sheet.status ?? '').toUpperCase();
  if (status === 'REJECTED') return 'rejected';
  if (status !== 'PENDING' && status !== 'DRAFT') return null;
  if (sheet.periodEndDate < today) return 'past';
  return sheet.periodStartDate <= today ? 'current' : 'upcoming';
}

/** The first sheet in period order that is not Locked, else the last one; null when none. */
export function firstNotLocked<T extends PeriodSheet>(sheets: readonly T[]): T | null {
  const ordered = [...sheets].sort(byPeriod);
  return ordered.find((s) => (s.status ?? '').toUpperCase() !== 'LOCKED') ?? ordered.at(-1) ?? null;
}

/**
 * The sheet to open first: the oldest Rejected one, else the oldest open one whose period is over,
 * else the open one holding today, else the next open one to come; when none needs its person, the
 * first that is not Locked, else the last. `sheets` may come in any order; null when empty.
 */
export function firstSheet<T extends PeriodSheet>(sheets: readonly T[], today: string): T | null {
  let first: T | null = null;
  let firstRank = Number.POSITIVE_INFINITY;
  for (const sheet of [...sheets].sort(byPeriod)) {
    const need = sheetNeed(sheet, today);
    // strictly better only: among equals the older sheet, met first, stays
    if (need !== null && RANK[need] < firstRank) {
      first = sheet;
      firstRank = RANK[need];
    }
  }
  return first ?? firstNotLocked(sheets);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Today in the product's business calendar, New York's, as `YYYY-MM-DD`: the day timesheet periods
 * begin and end by, whatever the zone of the browser (docs/formats-and-limits.md#dates).
 */
export function businessToday(now: Date = new Date()): string {
  const t = newYorkWallClock(now);
  return `${t.year}-${two(t.month)}-${two(t.day)}`;
}
