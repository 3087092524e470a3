import type { BulkStatusAnswer, RejectionNotice, Said } from '@staffledger/shared';

/**
 * What the screens say after a Reject (docs/screens.md#rejecting-a-timesheet): that the employee
 * was e-mailed, naming them, only when the e-mail went; else that they have no address.
 */
export function rejectionToldText(notice: RejectionNotice | undefined): string | null {
  if (!notice) return null;
  return notice.emailed
    ? `${notice.employeeName} was e-mailed that the timesheet was rejected.`
    : `${notice.employeeName} has no e-mail address, so no e-mail was sent: tell them another way.`;
}

const sheets = (ids: number[]) => `timesheet${ids.length === 1 ? '' : 's'} ${ids.join(', ')}`;
const names = (list: string[]) => [...new Set(list)].join(', ');

/**
 * The one summary of a bulk Accept or Reject: how many moved, how many were refused and why (the
 * sheets grouped by reason), and after a Reject who was e-mailed and who could not be.
 */
export function bulkSummary(answer: BulkStatusAnswer, verb: 'accepted' | 'rejected'): Said {
  const parts = [`${answer.moved.length} ${verb}`];
  if (answer.refused.length > 0) {
    const byReason = new Map<string, number[]>();
    for (const r of answer.refused)
      byReason.set(r.reason, [...(byReason.get(r.reason) ?? []), r.id]);
    const why = [...byReason].map(([reason, ids]) => `${sheets(ids)}: ${reason}`).join('; ');
    parts.push(`${answer.refused.length} refused: ${why}`);
  }
  let text = `${parts.join('; ')}.`.replace(/\.\.$/, '.');
  const notices = answer.moved.flatMap((m) => (m.rejectionNotice ? [m.rejectionNotice] : []));
  const mailed = notices.filter((n) => n.emailed).map((n) => n.employeeName);
  const unmailed = notices.filter((n) => !n.emailed).map((n) => n.employeeName);
  if (mailed.length > 0) text += ` E-mailed: ${names(mailed)}.`;
  if (unmailed.length > 0) text += ` No e-mail address, so not told: ${names(unmailed)}.`;
  return { kind: answer.moved.length > 0 ? 'success' : 'error', text };
}
