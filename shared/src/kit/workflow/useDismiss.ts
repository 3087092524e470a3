import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, calls `onDismiss` when the user presses the mouse or moves focus outside `container`
 * (click outside, Tab away).
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
): void {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      const target = e.target;
      if (target instanceof Node && container.current?.contains(target)) return;
      dismiss.current();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [container, open]);
}
