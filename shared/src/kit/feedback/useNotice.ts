import { useCallback, useRef, useState } from 'react';
import { useTimeout } from './useTimeout';

export type NoticeKind = 'success' | 'error';

/** One message for the user; `key` tells a new notice from an equal one shown again. */
export type Notice = { kind: NoticeKind; text: string; key: number; ms?: number };

export type Notices = {
  notice: Notice | null;
  /** Replaces the notice on screen; with `ms` it goes away after that long. */
  show: (kind: NoticeKind, text: string, ms?: number) => void;
  clear: () => void;
};

/** The one message a part of a screen shows at a time, and the timer that takes it away. */
export function useNotice(): Notices {
  const [notice, setNotice] = useState<Notice | null>(null);
  const counter = useRef(0);
  const clear = useCallback(() => setNotice(null), []);
  const show = useCallback((kind: NoticeKind, text: string, ms?: number) => {
    counter.current += 1;
    setNotice({ kind, text, ms, key: counter.current });
  }, []);
  useTimeout(clear, notice?.ms, notice?.key);
  return { notice, show, clear };
}
