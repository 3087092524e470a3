import { useEffect, useRef, type CSSProperties, type RefObject } from 'react';

/** Space between a popup and its anchor, and between a popup and the window's edges. */
const GAP = 2;

/**
 * Window coordinates of a popup beside `anchor`, right edges aligned: below it, unless the popup
 * (measured once it is on the page; `null` before) does not fit there and there is more room
 * above, where it then opens upward. Sideways it is kept inside the window, and its height is held
 * to the room on its side (it scrolls past that).
 */
export function placePopup(anchor: HTMLElement, popup: HTMLElement | null): CSSProperties {
  const r = anchor.getBoundingClientRect();
  const size = popup?.getBoundingClientRect();
  // its whole height, not the part the last placement's maxHeight left showing
  const height = popup
    ? Math.max(size!.height, popup.scrollHeight + popup.offsetHeight - popup.clientHeight)
    : 0;
  const width = size?.width ?? 0;
  const below = window.innerHeight - r.bottom - 2 * GAP;
  const above = r.top - 2 * GAP;
  const upward = height > below && above > below;
  const fromRight = window.innerWidth - r.right;
  const right = Math.max(GAP, Math.min(fromRight, window.innerWidth - width - GAP));
  const maxHeight = Math.max(0, upward ? above : below);
  return upward
    ? { bottom: window.innerHeight - r.top + GAP, right, maxHeight }
    : { top: r.bottom + GAP, right, maxHeight };
}

function outOfView(anchor: HTMLElement): boolean {
  const r = anchor.getBoundingClientRect();
  return r.bottom < 0 || r.top > window.innerHeight || r.right < 0 || r.left > window.innerWidth;
}

/**
 * While `open`, keeps a fixed popup beside its anchor when anything scrolls or the window resizes,
 * instead of closing it: the browser scrolls a table sideways to show a button that was clicked
 * half-hidden, and that scroll must not undo the click. The popup closes only when its anchor has
 * left the window.
 */
export function useFollowAnchor(
  anchor: RefObject<HTMLElement | null>,
  open: boolean,
  place: () => void,
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
        else callbacks.current.place();
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
