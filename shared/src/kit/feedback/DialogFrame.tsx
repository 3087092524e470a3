import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import './feedback.css';

export type DialogFrameProps = {
  /** 'alertdialog' for a yes-or-no question, 'dialog' for one that asks for something. */
  role: 'dialog' | 'alertdialog';
  /** The id of the element that names the dialog (its question or title). */
  labelledBy: string;
  describedBy?: string;
  /** The control that has the focus when the dialog opens. */
  initialFocus: () => HTMLElement | null;
  onCancel: () => void;
  /** A wider box, for a dialog with a field or three answers. */
  wide?: boolean;
  children: ReactNode;
};

const FOCUSABLE = 'button, input, select, textarea, a[href], [tabindex]:not([tabindex="-1"])';

/** The dialog's controls that Tab can reach, in page order. */
function focusables(box: HTMLElement | null): HTMLElement[] {
  return Array.from(box?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []).filter(
    (el) => !el.hasAttribute('disabled'),
  );
}

/**
 * A modal box over a dimmed page, with what every dialog of the kit shares: the focus moves into it
 * when it opens, Tab and Shift+Tab stay inside, Escape cancels, and on closing the focus returns to
 * what had it before (the button that opened it), so a keyboard user carries on where they were.
 */
export function DialogFrame({
  role,
  labelledBy,
  describedBy,
  initialFocus,
  onCancel,
  wide = false,
  children,
}: DialogFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  // read once, when the dialog opens: the caller's function may be new on every render
  const focusOnOpen = useRef(initialFocus);

  useEffect(() => {
    const trigger = document.activeElement;
    focusOnOpen.current()?.focus();
    return () => {
      if (trigger instanceof HTMLElement && trigger.isConnected) trigger.focus();
    };
  }, []);

  const handleKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
      return;
    }
    if (e.key !== 'Tab') return;
    const controls = focusables(box.current);
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last?.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className="sl-dialog-backdrop">
      {/* Escape and the Tab trap belong to the dialog as a whole, not to any one control */}
      <div
        ref={box}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={`sl-dialog${wide ? ' sl-dialog--wide' : ''}`}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
