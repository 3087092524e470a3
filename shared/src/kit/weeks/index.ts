// The weeks kit: a person's timesheets as a list to open any of them, beside the timesheet editor.
// Its style sheet is imported by the component that needs it: a barrel's own imports are dropped
// by a build that takes only the names it re-exports (the standalone guest page).
export { businessToday, byPeriod, firstNotLocked, firstSheet, sheetNeed } from './firstSheet';
export type { PeriodSheet, SheetNeed } from './firstSheet';
export { WeekList } from './WeekList';
export type { WeekListProps } from './WeekList';
export { RECENT_WEEKS, WEEK_TEXTS, holdsDay, visibleWeeks, weekCounts } from './weekRows';
export type { WeekCounts, WeekRow } from './weekRows';
