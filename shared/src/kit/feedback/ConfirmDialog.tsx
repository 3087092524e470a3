import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import './feedback.css';

export type ConfirmDialogProps = {
  question: string;
  /** The button that goes ahead, named for what it does ('Delete'). */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A yes-or-no question over the page (the alertdialog pattern). Focus moves to the confirm button,
 * as it does in the browser's own confirm box, so Enter still goes ahead; Tab stays inside; Escape
 * cancels; on closing, focus returns to what had it before (the button that asked).
 */
export function ConfirmDialog({
  question,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const questionId = useId();
  const box = useRef<HTMLDivElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const trigger = document.activeElement;
    confirmButton.current?.focus();
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
    const buttons = Array.from(box.current?.querySelectorAll('button') ?? []);
    const first = buttons[0];
    const last = buttons[buttons.length - 1];
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
      {/* Escape and the Tab trap belong to the dialog as a whole, not to either button */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={questionId}
        className="sl-dialog"
        onKeyDown={handleKeyDown}
      >
        <p id={questionId} className="sl-dialog__question">
          {question}
        </p>
        <div className="sl-dialog__actions">
          <button type="button" className="sl-button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button
            ref={confirmButton}
            type="button"
            className="sl-button sl-button--primary"
            onClick={onConfirm}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
