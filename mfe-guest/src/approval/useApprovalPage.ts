import { useCallback, useEffect, useState } from 'react';
import { causeOf, type ApprovalPage } from '@staffledger/shared';
import type { ApprovalApi } from './approval.api';
import { linkRefusal, PAGE_TEXTS } from './approval.texts';

export type ApprovalPageState = {
  status: 'loading' | 'ready' | 'error';
  /** What the link opens now; kept on screen while it is read again. */
  page: ApprovalPage | null;
  /** The failure in words: the link refused, or why it could not be read. */
  error: string | null;
  /** What the read failed with, for Retry. */
  failure: unknown;
  /** Reads the page again (after a decision, or Retry). */
  reload: () => void;
  /** The link stopped working while the page was open (a decision answered 401). */
  refuse: (error: unknown) => void;
};

type Loaded = { page: ApprovalPage } | { error: string; failure: unknown };

function failureText(error: unknown): string {
  const refused = linkRefusal(error);
  if (refused) return refused;
  const cause = causeOf(error);
  return cause ? `${PAGE_TEXTS.loadFailed}: ${cause}` : PAGE_TEXTS.loadFailed;
}

/** GET /approval/{token}: the weeks waiting for the link's approver, read again on `reload`. */
export function useApprovalPage(api: ApprovalApi | null): ApprovalPageState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  const refuse = useCallback(
    (error: unknown) => setLoaded({ error: failureText(error), failure: error }),
    [],
  );

  useEffect(() => {
    if (!api) return undefined;
    let live = true;
    api.page().then(
      (page) => live && setLoaded({ page }),
      (error: unknown) => live && setLoaded({ error: failureText(error), failure: error }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);

  const page = loaded && 'page' in loaded ? loaded.page : null;
  const failed = loaded && 'error' in loaded ? loaded : null;
  return {
    status: failed ? 'error' : page ? 'ready' : 'loading',
    page,
    error: failed?.error ?? null,
    failure: failed?.failure ?? null,
    reload,
    refuse,
  };
}
