import {
  APPROVAL_TEXTS as API_TEXTS,
  ApiError,
  formatUsDate,
  formatUsDateTime,
  type ApprovalPage,
  type ApprovalWeek,
} from '@staffledger/shared';
import { LINK_LOAD_FAILED } from './loadFailed';

/**
 * The page's words for the link and its decisions: the link's refusals and the rejection's missing
 * reason are the contracts' (the API answers with them too); the rest is the page's own, kept out
 * of the contracts every screen loads.
 */
export const APPROVAL_TEXTS = {
  ...API_TEXTS,
  heading: 'Timesheets waiting for your approval',
  nothingWaiting: 'Nothing is waiting for your approval.',
  approve: 'Approve',
  reject: 'Reject',
  approveAll: 'Approve all',
  notWaiting: 'This week is no longer waiting for your approval.',
} as const;

/** A link's token as the API makes it: 32 random bytes in base64url, 43 characters. */
export const APPROVAL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The page's other texts. */
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
