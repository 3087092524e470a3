import { useCallback, type ReactNode } from 'react';
import { NoticeBanner } from '../feedback/NoticeBanner';
import { useConfirm, type ConfirmRequest } from '../feedback/useConfirm';
import { useNotice, type NoticeKind } from '../feedback/useNotice';
import { useReloadToken } from '../list/useReloadToken';

/** How long a row action's banner stays on screen unless the action says otherwise. */
export const ROW_NOTICE_MS = 5_000;

/** One thing a user does to a row: the call and what the list says and does afterwards. */
export type RowAction = {
  /** The call (or calls); throwing is the failure. */
  run: () => Promise<unknown>;
  /** Asked first, for what cannot be undone; cancelling runs nothing. */
  confirm?: ConfirmRequest;
  /** Said after the call went through; nothing when left out. */
  success?: string;
  /** The failure's text, from the error's message ('' when it has none). */
  failure: (reason: string) => string;
  /** Fetch the list again after the call went through. */
  reload?: boolean;
  /** How long its banner stays (default ROW_NOTICE_MS). */
  noticeMs?: number;
};

export type RowActionsOptions = {
  /** 'banner' (default): the outcome shows above the list; 'alert': in the browser's alert box. */
  messagesAs?: 'banner' | 'alert';
};

export type RowActions = {
  /** Runs an action; true when its call went through. */
  run: (action: RowAction) => Promise<boolean>;
  /** Give it to ResourceList's `reloadToken`. */
  reloadToken: number;
  /** The outcome banner and the confirm dialog: give it to ResourceList's `notice`. */
  notice: ReactNode;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The row actions of one list: confirm, call, say how it went with the server's reason, reload. */
export function useRowActions({ messagesAs = 'banner' }: RowActionsOptions = {}): RowActions {
  const [reloadToken, reload] = useReloadToken();
  const { notice, show, clear } = useNotice();
  const { confirm, dialog } = useConfirm();

  const run = useCallback(
    async (action: RowAction) => {
      const say = (kind: NoticeKind, text: string) =>
        messagesAs === 'alert'
          ? window.alert(text)
          : show(kind, text, action.noticeMs ?? ROW_NOTICE_MS);
      // No await before the call unless the user is asked: a call that opens a window must run
      // inside the click, or the browser blocks the window.
      if (action.confirm && !(await confirm(action.confirm))) return false;
      try {
        await action.run();
      } catch (error) {
        say('error', action.failure(reasonOf(error)));
        return false;
      }
      if (action.success) say('success', action.success);
      if (action.reload) reload();
      return true;
    },
    [messagesAs, show, confirm, reload],
  );

  return {
    run,
    reloadToken,
    notice: (
      <>
        <NoticeBanner notice={notice} onClose={clear} />
        {dialog}
      </>
    ),
  };
}
