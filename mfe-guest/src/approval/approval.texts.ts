import {
  APPROVAL_TEXTS,
  ApiError,
  formatUsDate,
  formatUsDateTime,
  type ApprovalPage,
  type ApprovalWeek,
} from '@staffledger/shared';
import { LINK_LOAD_FAILED } from './loadFailed';

/**
 * The approval page's own texts; the ones the API answers with too (the link's refusals, a week
 * no longer waiting, the buttons and headings) are the contracts' APPROVAL_TEXTS.
 */
export const PAGE_TEXTS = {
  loading: 'Loading...',
  loadFailed: LINK_LOAD_FAILED,
  intro: (page: ApprovalPage) =>
    `${page.approver.name}, ${page.corpName} asks you to approve the hours worked for ${page.vendorName}.`,
  expires: (page: ApprovalPage) => `This link works until ${formatUsDateTime(page.expiresAt)}.`,
  weeksTitle: (count: number) => `${count} week${count === 1 ? '' : 's'} waiting`,
  open: 'Open',
  back: 'All waiting weeks',
  approveAllQuestion: (count: number) =>
    `Approve all ${count} week${count === 1 ? '' : 's'} shown? Each goes to the agency as approved.`,
  approvedOne: (week: ApprovalWeek) => `Approved: ${weekName(week)}.`,
  rejectedOne: (week: ApprovalWeek) => `Rejected: ${weekName(week)}. The employee is told why.`,
  approvedAll: (count: number) => `${count} week${count === 1 ? '' : 's'} approved.`,
  refused: (lines: string[]) => `Not approved: ${lines.join('; ')}.`,
  failed: (verb: 'approve' | 'reject', message: string) =>
    `Failed to ${verb} timesheet: ${message}`,
} as const;

/** 'Sam Rivera, 11/16/2026 – 11/22/2026': which week, in words a person reads. */
export function weekName(
  week: Pick<ApprovalWeek, 'employeeName' | 'periodStartDate' | 'periodEndDate'>,
) {
  return `${week.employeeName}, ${period(week)}`;
}

export function period(week: Pick<ApprovalWeek, 'periodStartDate' | 'periodEndDate'>) {
  return `${formatUsDate(week.periodStartDate)} – ${formatUsDate(week.periodEndDate)}`;
}

/** A link the API refuses (401): expired, or not valid (unknown, revoked, no longer an approver). */
export function linkRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  return error.code === 'approval_link_expired'
    ? APPROVAL_TEXTS.expiredLink
    : APPROVAL_TEXTS.invalidLink;
}

/**
 * A decision on a week the link no longer answers for: another approver or staff decided it first
 * (409), or it left the link's waiting weeks altogether (404).
 */
export function noLongerWaiting(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 409 || error.status === 404);
}
