import {
  apiFetch,
  type ApprovalAllResult,
  type ApprovalDecision,
  type ApprovalPage,
} from '@staffledger/shared';
import { createSheetApi, type TimesheetSheetApi } from '@staffledger/shared/sheet';

export type ApprovalApi = {
  /** The link's vendor's weeks waiting for the client now, oldest first, and who the link is for. */
  page: () => Promise<ApprovalPage>;
  approve: (id: number) => Promise<ApprovalDecision>;
  reject: (id: number, reason: string) => Promise<ApprovalDecision>;
  approveAll: (ids: readonly number[]) => Promise<ApprovalAllResult>;
  /** A waiting week's items and attachments, read-only (nothing writes through the link). */
  sheets: TimesheetSheetApi;
};

/**
 * The calls of one approval link (docs/client-approval.md): no token of a session, no corporation,
 * no cookies; the link's token in the path is the credential. The API is the page's origin unless
 * `baseUrl` names another (the standalone app's config).
 */
export function createApprovalApi(token: string, baseUrl = ''): ApprovalApi {
  const options = { auth: false, baseUrl } as const;
  const root = `/approval/${encodeURIComponent(token)}`;
  const decide = (id: number, verb: 'approve' | 'reject', body?: unknown) =>
    apiFetch<ApprovalDecision>(`${root}/ts/${id}/${verb}`, { ...options, method: 'POST', body });
  return {
    page: () => apiFetch<ApprovalPage>(root, options),
    approve: (id) => decide(id, 'approve'),
    reject: (id, reason) => decide(id, 'reject', { reason }),
    approveAll: (ids) =>
      apiFetch<ApprovalAllResult>(`${root}/approve-all`, {
        ...options,
        method: 'POST',
        body: { ids },
      }),
    sheets: createSheetApi((id) => `${root}/ts/${id}`, options),
  };
}
