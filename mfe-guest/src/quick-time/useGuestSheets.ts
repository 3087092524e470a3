import { useEffect, useState } from 'react';
import { ApiError, tryAgainIn, useReloadToken, type SheetSummary } from '@staffledger/shared';
import type { GuestApi } from './guest.api';
import { noticeShown, readSubmitted } from './submitted';
import { GUEST_TEXTS } from './texts';

export type GuestSheets = {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The product's text of a failed verify. */
  error: string | null;
  /** What the verify failed with, and how to try again. */
  failure: unknown;
  retry: () => void;
  current: SheetSummary | null;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Moves to the previous (-1) or next (+1) sheet, in period order. */
  go: (step: -1 | 1) => void;
  /** The sheet on screen was submitted just before this page load. */
  submittedNotice: boolean;
  dismissNotice: () => void;
};

type Verified = { sheets: SheetSummary[]; selected: number } | { error: string; failure?: unknown };

/**
 * 404 means no timesheets, 401 a code that opens nothing; anything else is a failure, a 429
 * saying how long to wait.
 */
function verifyError(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return GUEST_TEXTS.noTimesheets;
  if (error instanceof ApiError && error.status === 401) return GUEST_TEXTS.invalidCode;
  if (error instanceof ApiError && error.retryAfterSeconds !== null) {
    const wait = tryAgainIn(error.retryAfterSeconds);
    return GUEST_TEXTS.verifyFailed(GUEST_TEXTS.tooManyAttempts(wait));
  }
  return GUEST_TEXTS.verifyFailed(error instanceof Error ? error.message : String(error));
}

function byPeriod(a: SheetSummary, b: SheetSummary): number {
  return a.periodStartDate.localeCompare(b.periodStartDate) || a.id - b.id;
}

/**
 * The guest's sheets: the open ones of `verify` (the first, the newest, is shown first) and the one
 * submitted just before a reload (shown first, read-only), walked in period order by << and >>.
 */
export function useGuestSheets(api: GuestApi | null): GuestSheets {
  const [submitted] = useState(readSubmitted);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [notice, setNotice] = useState(submitted?.notice === true);
  const [attempt, retry] = useReloadToken();

  useEffect(() => {
    if (submitted?.notice) noticeShown();
  }, [submitted]);

  useEffect(() => {
    if (!api) return undefined;
    let live = true;
    setVerified(null);
    const settle = (open: SheetSummary[], failure: string | null) => {
      if (!live) return;
      const extra = submitted && !open.some((s) => s.id === submitted.sheet.id);
      const sheets = extra ? [...open, submitted.sheet] : open;
      if (sheets.length === 0) return setVerified({ error: failure ?? GUEST_TEXTS.noTimesheets });
      const first = submitted ? submitted.sheet.id : open[0].id;
      const ordered = [...sheets].sort(byPeriod);
      setVerified({ sheets: ordered, selected: ordered.findIndex((s) => s.id === first) });
    };
    api.verify().then(
      (open) => settle(open, null),
      (error: unknown) => {
        const message = verifyError(error);
        // no open sheet left: the one submitted before the reload still shows
        if (message === GUEST_TEXTS.noTimesheets) settle([], message);
        // a code that opens nothing shows nothing
        else if (live) setVerified({ error: message, failure: error });
      },
    );
    return () => {
      live = false;
    };
  }, [api, submitted, attempt]);

  const sheets = verified && 'sheets' in verified ? verified.sheets : null;
  const index = verified && 'sheets' in verified ? verified.selected : -1;
  const go = (step: -1 | 1) =>
    setVerified((v) =>
      v && 'sheets' in v && v.sheets[v.selected + step] ? { ...v, selected: v.selected + step } : v,
    );
  const current = sheets?.[index] ?? null;
  return {
    status: !api ? 'idle' : !verified ? 'loading' : sheets ? 'ready' : 'error',
    error: verified && 'error' in verified ? verified.error : null,
    failure: verified && 'error' in verified ? verified.failure : null,
    retry,
    current,
    hasPrevious: index > 0,
    hasNext: sheets !== null && index < sheets.length - 1,
    go,
    submittedNotice: notice && current?.id === submitted?.sheet.id,
    dismissNotice: () => setNotice(false),
  };
}
