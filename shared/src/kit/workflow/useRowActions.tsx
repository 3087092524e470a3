import { useCallback, type ReactNode } from 'react';
import { NoticeBanner } from '../feedback/NoticeBanner';
import type { PromptRequest } from '../feedback/PromptDialog';
import { useConfirm, type ConfirmRequest } from '../feedback/useConfirm';
import { useNotice, type NoticeKind } from '../feedback/useNotice';
import { usePrompt } from '../feedback/usePrompt';
import { useReloadToken } from '../list/useReloadToken';

/** How long a row action's banner stays on screen unless the action says otherwise. */
export const ROW_NOTICE_MS = 5_000;

/** One thing a user does to a row: the call and what the list says and does afterwards. */
export type RowAction = {
  /** The call (or calls), with the text typed when the action `ask`s; throwing is the failure. */
  run: (answer?: string) => Promise<unknown>;
  /**
   * Asked first, for what cannot be undone; cancelling runs nothing. A function reads what to ask
   * first (to whom an e-mail would go, say); its throwing is the action's failure.
   */
  confirm?: ConfirmRequest | (() => Promise<ConfirmRequest>);
  /** Asked for first, for an action that needs a few words (a reason); cancelling runs nothing. */
  ask?: PromptRequest;
  /**
   * Said after the call went through, or made from the call's answer (a summary of what it did,
   * to whom an e-mail went; null says nothing); nothing when left out.
   */
  success?: string | ((result: unknown) => Said | null);
  /** The failure's text, from the error's message ('' when it has none). */
  failure: (reason: string) => string;
  /** Fetch the list again after the call went through. */
  reload?: boolean;
  /** How long its banner stays (default ROW_NOTICE_MS); null: until the user closes it. */
  noticeMs?: number | null;
};

/** What an action's answer makes the list say: a text, and whether it is good news. */
export type Said = string | { kind: NoticeKind; text: string };

export type RowActions = {
  /** Runs an action; true when its call went through. */
  run: (action: RowAction) => Promise<boolean>;
  /** Give it to ResourceList's `reloadToken`. */
  reloadToken: number;
  /** The outcome banner and the dialogs that ask: give it to ResourceList's `notice`. */
  notice: ReactNode;
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The row actions of one list: confirm or ask for a text, call, say how it went with the server's
 * reason, reload.
 */
export function useRowActions(): RowActions {
  const [reloadToken, reload] = useReloadToken();
  const { notice, show, clear } = useNotice();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { ask, dialog: promptDialog } = usePrompt();

  const run = useCallback(
    async (action: RowAction) => {
      const ms = action.noticeMs === undefined ? ROW_NOTICE_MS : (action.noticeMs ?? undefined);
      const fail = (error: unknown) => {
        show('error', action.failure(reasonOf(error)), ms);
        return false;
      };
      // No await before the call unless the user is asked: a call that opens a window must run
      // inside the click, or the browser blocks the window.
      let question: ConfirmRequest | undefined;
      try {
        question = typeof action.confirm === 'function' ? await action.confirm() : action.confirm;
      } catch (error) {
        return fail(error);
      }
      if (question && !(await confirm(question))) return false;
      const answer = action.ask ? await ask(action.ask) : undefined;
      if (answer === null) return false;
      let result: unknown;
      try {
        result = await action.run(answer);
      } catch (error) {
        return fail(error);
      }
      const said = typeof action.success === 'function' ? action.success(result) : action.success;
      if (typeof said === 'string') show('success', said, ms);
      else if (said) show(said.kind, said.text, ms);
      if (action.reload) reload();
      return true;
    },
    [show, confirm, ask, reload],
  );

  return {
    run,
    reloadToken,
    notice: (
      <>
        <NoticeBanner notice={notice} onClose={clear} />
        {confirmDialog}
        {promptDialog}
      </>
    ),
  };
}
