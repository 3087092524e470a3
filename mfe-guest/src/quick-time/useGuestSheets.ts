import { useEffect, useState } from 'react';
import { ApiError, tryAgainIn, useReloadToken, type SheetSummary } from '@staffledger/shared';
import { businessToday, byPeriod, firstSheet } from '@staffledger/shared/sheet';
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
  /** The guest's sheets in period order: what `verify` lists, and the one just submitted. */
  sheets: readonly SheetSummary[];
  /** The business day the first sheet was chosen by. */
  today: string;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Moves to the previous (-1) or next (+1) sheet, in period order: `goTo` that sheet. */
  go: (step: -1 | 1) => void;
  /** Shows one of the guest's sheets: every move goes through here. */
  goTo: (id: number) => void;
  /** The sheet on screen was submitted just before this page load. */
  submittedNotice: boolean;
  dismissNotice: () => void;
};

type Verified =
  { sheets: SheetSummary[]; selectedId: number } | { error: string; failure?: unknown };

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

/** The listed sheets with what a later `verify` says of them (their hours, their status). */
function refreshed(sheets: SheetSummary[], fresh: SheetSummary[]): SheetSummary[] {
  return sheets.map((s) => fresh.find((f) => f.id === s.id) ?? s);
}

/**
 * The guest's sheets: those of `verify` and the one submitted just before a reload, walked in
 * period order. The one submitted before the reload shows first (read-only); otherwise the one
 * that needs the guest first (`firstSheet`: rejected, open past, current).
 */
export function useGuestSheets(api: GuestApi | null): GuestSheets {
  const [submitted] = useState(readSubmitted);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [notice, setNotice] = useState(submitted?.notice === true);
  const [today] = useState(() => businessToday());
  const [attempt, retry] = useReloadToken();

  useEffect(() => {
    if (submitted?.notice) noticeShown();
  }, [submitted]);

  useEffect(() => {
    if (!api) return undefined;
    let live = true;
    setVerified(null);
    const settle = (listed: SheetSummary[], failure: string | null) => {
      if (!live) return;
      const extra = submitted && !listed.some((s) => s.id === submitted.sheet.id);
      const sheets = (extra ? [...listed, submitted.sheet] : listed).sort(byPeriod);
      const first = submitted ? submitted.sheet : firstSheet(sheets, today);
      if (!first) return setVerified({ error: failure ?? GUEST_TEXTS.noTimesheets });
      setVerified({ sheets, selectedId: first.id });
    };
    api.verify().then(
      (listed) => settle(listed, null),
      (error: unknown) => {
        const message = verifyError(error);
        // no sheet listed: the one submitted before the reload still shows
        if (message === GUEST_TEXTS.noTimesheets) settle([], message);
        // a code that opens nothing shows nothing
        else if (live) setVerified({ error: message, failure: error });
      },
    );
    return () => {
      live = false;
    };
  }, [api, submitted, today, attempt]);

  const loaded = verified && 'sheets' in verified ? verified : null;
  const sheets = loaded?.sheets ?? null;
  const index = loaded ? loaded.sheets.findIndex((s) => s.id === loaded.selectedId) : -1;
  const current = sheets?.[index] ?? null;

  const goTo = (id: number) => {
    if (!api || !sheets?.some((s) => s.id === id) || id === current?.id) return;
    setVerified((v) => (v && 'sheets' in v ? { ...v, selectedId: id } : v));
    // the list shows the hours of the sheet left as they were saved
    api.verify().then(
      (fresh) =>
        setVerified((v) => (v && 'sheets' in v ? { ...v, sheets: refreshed(v.sheets, fresh) } : v)),
      // the list keeps what it showed
      () => undefined,
    );
  };

  const go = (step: -1 | 1) => {
    const target = sheets?.[index + step];
    if (target) goTo(target.id);
  };

  return {
    status: !api ? 'idle' : !verified ? 'loading' : sheets ? 'ready' : 'error',
    error: verified && 'error' in verified ? verified.error : null,
    failure: verified && 'error' in verified ? verified.failure : null,
    retry,
    current,
    sheets: sheets ?? [],
    today,
    hasPrevious: index > 0,
    hasNext: sheets !== null && index >= 0 && index < sheets.length - 1,
    go,
    goTo,
    submittedNotice: notice && current?.id === submitted?.sheet.id,
    dismissNotice: () => setNotice(false),
  };
}
