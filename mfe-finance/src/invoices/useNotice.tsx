import { useCallback, useRef, useState } from 'react';
import { Banner } from '@staffledger/shared';
import type { Notice } from './invoices.actions';

/**
 * One timed banner: success as role=status, failure as role=alert. A new notice replaces the one
 * on screen and starts its own timer.
 */
export function useNotice() {
  const [notice, setNotice] = useState<(Notice & { seq: number }) | null>(null);
  const seq = useRef(0);
  const clear = useCallback(() => setNotice(null), []);
  const show = useCallback((next: Notice) => {
    seq.current += 1;
    setNotice({ ...next, seq: seq.current });
  }, []);
  const banner = notice ? (
    <Banner key={notice.seq} kind={notice.kind} timeout={notice.ms} onClose={clear}>
      {notice.text}
    </Banner>
  ) : null;
  return { banner, show };
}
