import { useState, type ReactNode } from 'react';
import {
  causeOf,
  rejectPrompt,
  useConfirm,
  useNotice,
  usePrompt,
  type ApprovalAllResult,
  type ApprovalWeek,
  type NoticeKind,
  type Notices,
} from '@staffledger/shared';
import type { ApprovalApi } from './approval.api';
import {
  APPROVAL_TEXTS,
  linkRefusal,
  noLongerWaiting,
  PAGE_TEXTS,
  weekName,
} from './approval.texts';
import type { ApprovalPageState } from './useApprovalPage';

export type Decisions = {
  /** True when the week was approved. */
  approve: (week: ApprovalWeek) => Promise<boolean>;
  /** Asks the reason first (the staff Reject's dialog); true when the week was rejected. */
  reject: (week: ApprovalWeek) => Promise<boolean>;
  /** Asks first, then approves every week shown; true when the call went through. */
  approveAll: (weeks: readonly ApprovalWeek[]) => Promise<boolean>;
  /** A decision is on its way: the buttons wait for it. */
  busy: boolean;
  /** What the last decision said, and the dialogs that ask. */
  notice: Notices;
  dialogs: ReactNode;
};

type Said = { kind: NoticeKind; text: string };

const done = (text: string): Said => ({ kind: 'success', text });

/** The summary of Approve all: how many were approved, and which were not, with why. */
function allSummary(result: ApprovalAllResult, weeks: readonly ApprovalWeek[]): Said {
  const parts = result.approved.length > 0 ? [PAGE_TEXTS.approvedAll(result.approved.length)] : [];
  if (result.refused.length > 0) {
    const lines = result.refused.map(({ id, message }) => {
      const week = weeks.find((w) => w.id === id);
      return `${week ? weekName(week) : `week ${id}`}: ${message}`;
    });
    parts.push(PAGE_TEXTS.refused(lines));
  }
  return { kind: result.approved.length > 0 ? 'success' : 'error', text: parts.join(' ') };
}

/**
 * Approve, Reject and Approve all of the approval page (docs/client-approval.md): one call at a
 * time; afterwards the page is read again, so the list shows what still waits. A week someone
 * else decided first says so; a link that stopped working replaces the page with why.
 */
export function useDecisions(api: ApprovalApi, page: ApprovalPageState): Decisions {
  const notice = useNotice();
  const { ask, dialog: promptDialog } = usePrompt();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [busy, setBusy] = useState(false);
  const { reload, refuse } = page;

  const run = async (verb: 'approve' | 'reject', call: () => Promise<Said>) => {
    setBusy(true);
    try {
      const said = await call();
      notice.show(said.kind, said.text);
      reload();
      return true;
    } catch (error) {
      if (linkRefusal(error)) refuse(error);
      else if (noLongerWaiting(error)) {
        notice.show('error', APPROVAL_TEXTS.notWaiting);
        reload();
      } else notice.show('error', PAGE_TEXTS.failed(verb, causeOf(error) ?? String(error)));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    approve: (week) =>
      run('approve', async () => {
        await api.approve(week.id);
        return done(PAGE_TEXTS.approvedOne(week));
      }),
    reject: async (week) => {
      const reason = await ask(rejectPrompt(week));
      if (reason === null) return false;
      return run('reject', async () => {
        await api.reject(week.id, reason);
        return done(PAGE_TEXTS.rejectedOne(week));
      });
    },
    approveAll: async (weeks) => {
      const question = PAGE_TEXTS.approveAllQuestion(weeks.length);
      if (!(await confirm({ question, confirmLabel: APPROVAL_TEXTS.approveAll }))) return false;
      return run('approve', async () =>
        allSummary(await api.approveAll(weeks.map((w) => w.id)), weeks),
      );
    },
    busy,
    notice,
    dialogs: (
      <>
        {promptDialog}
        {confirmDialog}
      </>
    ),
  };
}
