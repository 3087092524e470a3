// @staffledger/shared/core: what a page outside a remote needs (the shell's sign-in, landing and
// frame): the API client, the session store, the password rules, the page's styles and the plain
// fields. The list, form and workflow kit stays in the library's entry, which the shell loads with
// the first remote a user visits. The entry re-exports all of this: one session store, whichever
// of the two an app imports.
import './styles.css';

export {
  apiFetch,
  apiList,
  requestToken,
  setSessionExpiredHandler,
  toQueryString,
  API_BASE,
} from './api/client';
export type { ApiFetchOptions, ListQuery } from './api/client';
export { ApiError, canRetry, serverMessage } from './api/ApiError';
export { FAILURE_CAUSES, tryAgainIn } from './api/causes';
export { useApiActivity, getApiActivity } from './api/activity';
export * from './session';
// Of the contracts, the shell's pages need the password rules; the entry re-exports them all.
export {
  isStrongPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_MESSAGE,
  validatePasswordChange,
} from '@staffledger/contracts';
export type { PasswordChange } from '@staffledger/contracts';
// The shapes of the API's bodies and answers: types only, so that TypeBox stays on the server.
export type {
  AdminSetting,
  ApprovalAllResult,
  ApprovalDecision,
  ApprovalPage,
  ApprovalWeek,
  Attachment,
  BillableTimesheet,
  BillableVendor,
  Billing,
  BulkStatusAnswer,
  BulkStatusBody,
  BillingInput,
  Corp,
  CorpContact,
  CorpRow,
  Employee,
  EmployeeContact,
  EmployeeRow,
  EmployeeSaved,
  GuestCodeIssued,
  InvitationSent,
  Invoice,
  InvoiceFromTimesheets,
  InvoiceInput,
  InvoiceItem,
  InvoiceMail,
  InvoiceRecipient,
  InvoiceRow,
  InvoiceSent,
  AgingAnswer,
  ApprovedHoursAnswer,
  BilledByMonthAnswer,
  TopDebtorsAnswer,
  MissingTimesheet,
  OutboxMessage,
  RejectionNotice,
  RemindMissingAnswer,
  SheetHistoryEntry,
  SheetSummary,
  Timesheet,
  TimesheetCounts,
  TimesheetInput,
  TimesheetItem,
  TimesheetItemInput,
  TimesheetStatusAnswer,
  Vendor,
  VendorContact,
  VendorRow,
} from '@staffledger/contracts/schemas';
export { Field, describedBy } from './kit/form/Field';
export type { BaseFieldProps, FieldProps } from './kit/form/Field';
export { TextField, DateField, TextAreaField } from './kit/form/TextField';
export type { TextFieldProps, TextAreaFieldProps } from './kit/form/TextField';
export { Spinner } from './kit/feedback/Spinner';
export type { SpinnerProps } from './kit/feedback/Spinner';
// Leaving unsaved input: the shell's Logout and links consult the guards a remote's form registers.
export { confirmLeave, hasUnsavedInput, registerLeaveGuard } from './kit/leave/leaveGuard';
export type { LeaveGuard } from './kit/leave/leaveGuard';
export { LoadFailure, causeOf } from './kit/feedback/LoadFailure';
export type { LoadFailureProps } from './kit/feedback/LoadFailure';
export type {
  ExposedModule,
  RemoteExposes,
  RemoteModuleId,
  RemoteModuleRef,
  RemoteName,
  RemoteRegistry,
} from './remotes/registry';
