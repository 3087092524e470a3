import { apiFetch, type ApiFetchOptions } from '../../api/client';
import type {
  Attachment,
  SheetHistoryEntry,
  TimesheetItem,
  TimesheetItemInput,
} from '@staffledger/contracts/schemas';
import type { FileStore } from '../files/types';

/**
 * The calls of one timesheet's items and attachments. The staff screen and the guest screen plug in
 * their own endpoints; the editor only ever calls these.
 */
export type TimesheetSheetApi = {
  items: (timesheetId: number) => Promise<TimesheetItem[]>;
  save: (timesheetId: number, items: TimesheetItemInput[]) => Promise<unknown>;
  /** Answers what the API answers (`{ timesheet, items }`). */
  submit: (timesheetId: number, items: TimesheetItemInput[]) => Promise<unknown>;
  attachments: (timesheetId: number) => Promise<Attachment[]>;
  /** One multipart request with every file (see attachmentFormData), reporting percent sent. */
  upload: (
    timesheetId: number,
    files: File[],
    onProgress?: (percent: number) => void,
  ) => Promise<unknown>;
  download: (timesheetId: number, attachmentId: number) => Promise<Blob>;
  remove: (timesheetId: number, attachmentId: number) => Promise<void>;
  /** Who did what to the sheet and when, oldest first (docs/workflows.md#history-of-a-sheet). */
  history: (timesheetId: number) => Promise<SheetHistoryEntry[]>;
};

/** The picker's accept attribute for attachments (PDF, JPEG, JPG, PNG: docs/files.md). */
export const ATTACHMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/** An attachment upload's multipart body (docs/files.md): a `file` part each, and `timesheetId`. */
export function attachmentFormData(timesheetId: number, files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  form.append('timesheetId', String(timesheetId));
  return form;
}

function list<T>(body: unknown): T[] {
  return Array.isArray(body) ? (body as T[]) : [];
}

/**
 * The items, attachment and history calls (docs/workflows.md#items, docs/files.md) below one
 * timesheet's path: `/timesheets/{id}` for a signed-in user, `/guest/{code}/ts/{id}` for a guest
 * (with `auth: false`). The API answers both alike.
 */
export function createSheetApi(
  sheetPath: (timesheetId: number) => string,
  options: Pick<ApiFetchOptions, 'auth' | 'baseUrl'> = {},
): TimesheetSheetApi {
  const call = <T>(path: string, more: ApiFetchOptions = {}) =>
    apiFetch<T>(path, { ...options, ...more });
  return {
    items: async (id) => list<TimesheetItem>(await call(`${sheetPath(id)}/items`)),
    save: (id, items) => call(`${sheetPath(id)}/items/save`, { method: 'PUT', body: items }),
    submit: (id, items) => call(`${sheetPath(id)}/items/submit`, { method: 'PUT', body: items }),
    attachments: async (id) => list<Attachment>(await call(`${sheetPath(id)}/attachments`)),
    upload: (id, files, onProgress) =>
      call(`${sheetPath(id)}/attachments`, {
        method: 'POST',
        body: attachmentFormData(id, files),
        onUploadProgress: onProgress,
      }),
    download: async (id, attachmentId) => {
      const path = `${sheetPath(id)}/attachments/${attachmentId}`;
      return (await call<Response>(path, { accept: '*/*', raw: true })).blob();
    },
    remove: async (id, attachmentId) => {
      await call(`${sheetPath(id)}/attachments/${attachmentId}`, { method: 'DELETE' });
    },
    history: async (id) => list<SheetHistoryEntry>(await call(`${sheetPath(id)}/history`)),
  };
}

/** The attachments of one timesheet as the files kit sees them. */
export function sheetFileStore(api: TimesheetSheetApi, timesheetId: number): FileStore<Attachment> {
  return {
    list: () => api.attachments(timesheetId),
    upload: (files, onProgress) => api.upload(timesheetId, files, onProgress),
    download: (file) => api.download(timesheetId, file.id),
    remove: (file) => api.remove(timesheetId, file.id),
  };
}
