import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../router';
import { useNotice, type Notices } from './useNotice';

/** How long an arrival notice stays, as the invoice action banners (docs/screens.md#timings). */
export const ARRIVAL_NOTICE_MS = 5_000;

export type ArrivalState = { notice: string };

/** The navigation state that makes the next screen show `text` as a success notice. */
export function arrivalState(text: string): ArrivalState {
  return { notice: text };
}

/**
 * The success notice the screen that navigated here left for this one (`arrivalState`). It is
 * taken off the history entry once shown, so that a reload or a Back to this page does not
 * announce it again.
 */
export function useArrivalNotice(): Notices {
  const location = useLocation();
  const navigate = useNavigate();
  const notices = useNotice();
  const text = (location.state as Partial<ArrivalState> | null)?.notice;
  const { show } = notices;
  const { pathname, search } = location;
  useEffect(() => {
    if (typeof text !== 'string') return;
    show('success', text, ARRIVAL_NOTICE_MS);
    navigate({ pathname, search }, { replace: true, state: null });
  }, [text, show, navigate, pathname, search]);
  return notices;
}
