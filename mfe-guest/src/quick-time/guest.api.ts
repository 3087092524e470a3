import { apiFetch, type SheetSummary } from '@staffledger/shared';
import { createSheetApi, type TimesheetSheetApi } from '@staffledger/shared/sheet';

export type GuestApi = {
  /** The code's open timesheets, newest first (404 when there are none). */
  verify: () => Promise<SheetSummary[]>;
  /** Items and attachments of one of the employee's timesheets. */
  sheets: TimesheetSheetApi;
};

/**
 * The guest calls of one code (docs/guests.md#what-a-code-opens): no token, no corporation, no
 * cookies. The API is the page's origin unless `baseUrl` names another (the standalone app's
 * config).
 */
export function createGuestApi(code: string, baseUrl = ''): GuestApi {
  const options = { auth: false, baseUrl } as const;
  const root = `/guest/${encodeURIComponent(code)}`;
  return {
    verify: async () => {
      const body = await apiFetch<unknown>(`${root}/verify`, options);
      return Array.isArray(body) ? (body as SheetSummary[]) : [];
    },
    sheets: createSheetApi((id) => `${root}/ts/${id}`, options),
  };
}
