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
export * from './contracts/corp';
export * from './contracts/vendor';
export * from './contracts/employee';
export * from './contracts/timesheet';
export * from './contracts/billing';
export * from './contracts/invoice';
export type { AdminSetting } from './contracts/admin';
export * from './kit/list';
export * from './kit/form';
export * from './kit/feedback';
export * from './kit/workflow';
export * from './kit/files';
export * from './kit/timesheet';
export * from './kit/choices';
export * from './kit/remote';
