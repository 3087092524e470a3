import { useId, useRef } from 'react';
import { DialogFrame } from './DialogFrame';

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
  const confirmButton = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      labelledBy={questionId}
      initialFocus={() => confirmButton.current}
      onCancel={onCancel}
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
    </DialogFrame>
  );
}
