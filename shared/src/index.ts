// The one entry point of @staffledger/shared (a Module Federation singleton: no subpath imports).
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
export { ApiError, serverMessage } from './api/ApiError';
export { useApiActivity, getApiActivity } from './api/activity';
export * from './session';
export * from '@staffledger/contracts';
// The shapes of the API's bodies and answers: types only, so that TypeBox stays on the server.
export type {
  AdminSetting,
  Attachment,
  Billing,
  BillingInput,
  Corp,
  CorpContact,
  CorpRow,
  Employee,
  EmployeeContact,
  EmployeeRow,
  GuestCodeIssued,
  Invoice,
  InvoiceInput,
  InvoiceItem,
  InvoiceRow,
  SheetSummary,
  Timesheet,
  TimesheetInput,
  TimesheetItem,
  TimesheetItemInput,
  Vendor,
  VendorContact,
  VendorRow,
} from '@staffledger/contracts/schemas';
export * from './kit/list';
export * from './kit/form';
export * from './kit/feedback';
export * from './kit/workflow';
export * from './kit/files';
export * from './kit/timesheet';
export * from './kit/choices';
export * from './kit/remote';
export type {
  ExposedModule,
  RemoteExposes,
  RemoteModuleId,
  RemoteModuleRef,
  RemoteName,
  RemoteRegistry,
} from './remotes/registry';
