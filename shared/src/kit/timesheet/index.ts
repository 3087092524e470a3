// Timesheet kit: the items editor that the staff items screen and the guest screen share. Each
// component imports the style sheet it needs (see files/index.ts).

export { TimesheetSheetEditor } from './TimesheetSheetEditor';
export type { SheetReview, TimesheetSheetEditorProps } from './TimesheetSheetEditor';
export { TimesheetHeader } from './TimesheetHeader';
export { RejectionNotice } from './RejectionNotice';
export { SheetHistory } from './SheetHistory';
export type { SheetHistoryProps } from './SheetHistory';
export type { InvoiceLink } from './HistoryEntryLine';
export { ItemsTable } from './ItemsTable';
export { SheetToolbar } from './SheetToolbar';
export { SheetStepButton } from './SheetStepButton';
export { useSheetItems } from './useSheetItems';
export type { SheetItems } from './useSheetItems';
export { useSheetActions } from './useSheetActions';
export type { SheetActions } from './useSheetActions';
export { ATTACHMENT_ACCEPT, attachmentFormData, createSheetApi, sheetFileStore } from './sheetApi';
export type { TimesheetSheetApi } from './sheetApi';
export {
  checkSave,
  checkSubmit,
  HOURS_RANGE_MESSAGE,
  normaliseItemType,
  sheetTotal,
  toItemInput,
  toItemRow,
} from './itemRows';
export type { ItemRow, ItemRowPatch } from './itemRows';
export { formatHours, toHundredths } from './hours';
export { SHEET_LEAVE_TEXTS, SHEET_MESSAGE_MS, SHEET_TEXTS } from './texts';
