export { GearMenu } from './GearMenu';
export type { GearMenuItem, GearMenuProps } from './GearMenu';
export { StatusBadge } from './StatusBadge';
export type { StatusBadgeProps } from './StatusBadge';
export { useDismiss } from './useDismiss';
export { ROW_NOTICE_MS, useRowActions } from './useRowActions';
export type { RowAction, RowActions, Said } from './useRowActions';
export { bulkRejectPrompt, rejectPrompt, sheetDetails, SHEET_REASON_LIMIT } from './reasonPrompts';
export type { ReasonSheet } from './reasonPrompts';
