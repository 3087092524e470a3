/**
 * The corporation's business day (New York's calendar, whatever the server's zone) and its day
 * arithmetic: one dates module, in contracts/src/dates.ts, that the screens use too.
 */
export { addDays, businessToday, daysBetween } from '@staffledger/contracts';
