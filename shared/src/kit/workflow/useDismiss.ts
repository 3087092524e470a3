import { useEffect, useRef, type RefObject } from 'react';

/**
 * While `open`, calls `onDismiss` when the user presses the mouse or moves focus outside `container`
 * (click outside, Tab away). With `onScroll`, scrolling or resizing the page dismisses too: a popup
 * placed by page coordinates would otherwise float away from its button.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
  { onScroll = false }: { onScroll?: boolean } = {},
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
    const always = () => dismiss.current();
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    if (onScroll) {
      window.addEventListener('resize', always);
      window.addEventListener('scroll', outside, true);
    }
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
      window.removeEventListener('resize', always);
      window.removeEventListener('scroll', outside, true);
    };
  }, [container, open, onScroll]);
}
