import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';

/** Window coordinates of a popup under `anchor`, right edges aligned. */
export function placeBelow(anchor: HTMLElement): CSSProperties {
  const r = anchor.getBoundingClientRect();
  return {
    top: r.bottom + 2,
    right: Math.max(0, window.innerWidth - r.right),
  };
}

function outOfView(anchor: HTMLElement): boolean {
  const r = anchor.getBoundingClientRect();
  return r.bottom < 0 || r.top > window.innerHeight || r.right < 0 || r.left > window.innerWidth;
}

/**
 * While `open`, keeps a fixed popup under its anchor when anything scrolls or the window resizes,
 * instead of closing it: the browser scrolls a table sideways to show a button that was clicked
 * half-hidden, and that scroll must not undo the click. The popup closes only when its anchor has
 * left the window.
 */
export function useFollowAnchor(
  anchor: RefObject<HTMLElement | null>,
  open: boolean,
  place: (style: CSSProperties) => void,
  onGone: () => void,
): void {
  const callbacks = useRef({ place, onGone });
  callbacks.current = { place, onGone };
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const follow = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const el = anchor.current;
        if (!el) return;
        if (outOfView(el)) callbacks.current.onGone();
        else callbacks.current.place(placeBelow(el));
      });
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [anchor, open]);
}
