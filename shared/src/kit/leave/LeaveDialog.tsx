import { useId, useRef } from 'react';
import { DialogFrame } from '../feedback/DialogFrame';

/** The words of the question asked before unsaved input is left behind. */
export type LeaveTexts = {
  question: string;
  save: string;
  leave: string;
  stay: string;
};

export const LEAVE_TEXTS: LeaveTexts = {
  question: 'You have unsaved changes. Save them before you leave?',
  save: 'Save and leave',
  leave: 'Leave without saving',
  stay: 'Stay',
};

export type LeaveDialogProps = {
  texts?: LeaveTexts;
  onSave: () => void;
  onLeave: () => void;
  onStay: () => void;
};

/**
 * Save and leave, Leave without saving, or Stay (an alertdialog, on the kit's DialogFrame). The
 * focus starts on Save and leave, the answer that loses nothing; Escape stays.
 */
export function LeaveDialog({ texts = LEAVE_TEXTS, onSave, onLeave, onStay }: LeaveDialogProps) {
  const questionId = useId();
  const saveButton = useRef<HTMLButtonElement>(null);
  return (
    <DialogFrame
      role="alertdialog"
      labelledBy={questionId}
      initialFocus={() => saveButton.current}
      onCancel={onStay}
      // three answers side by side on a laptop, rather than the last one alone on a second line
      wide
    >
      <p id={questionId} className="sl-dialog__question">
        {texts.question}
      </p>
      <div className="sl-dialog__actions">
        <button type="button" className="sl-button" onClick={onStay}>
          {texts.stay}
        </button>
        <button type="button" className="sl-button" onClick={onLeave}>
          {texts.leave}
        </button>
        <button
          ref={saveButton}
          type="button"
          className="sl-button sl-button--primary"
          onClick={onSave}
        >
          {texts.save}
        </button>
      </div>
    </DialogFrame>
  );
}
