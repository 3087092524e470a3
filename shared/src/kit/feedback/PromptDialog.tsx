import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '../form/TextField';
import { DialogFrame } from './DialogFrame';

/** What to ask for before an action that needs a few words from the user (a reason). */
export type PromptRequest = {
  /** The dialog's title, which names it ('Reject timesheet'). */
  title: string;
  /** What the action is about, as label and value pairs under the title. */
  details?: ReadonlyArray<readonly [string, string]>;
  /** The field's label ('Reason'). */
  label: string;
  /** A line under the field ('At most 2,000 characters.'). */
  hint?: string;
  maxLength?: number;
  /** The field's error when the user goes ahead with nothing but spaces in it. */
  emptyMessage: string;
  /** The button that goes ahead, named for what it does ('Reject'). */
  confirmLabel: string;
  cancelLabel?: string;
};

export type PromptDialogProps = PromptRequest & {
  /** With the text typed, trimmed and never empty. */
  onConfirm: (text: string) => void;
  onCancel: () => void;
};

/**
 * A dialog that asks for a required text of one line to a paragraph. The focus starts in the field
 * (Enter there is a new line), Tab leads to Cancel and to the button that goes ahead, Escape
 * cancels. Going ahead with an empty field shows `emptyMessage` on it and keeps the dialog open.
 */
export function PromptDialog({
  title,
  details,
  label,
  hint,
  maxLength,
  emptyMessage,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCancel,
}: PromptDialogProps) {
  const titleId = useId();
  const detailsId = useId();
  const fieldId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const field = () => document.getElementById(fieldId);

  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const answer = text.trim();
    if (answer) return onConfirm(answer);
    setError(emptyMessage);
    // back in the field, its error is read out with it (aria-describedby)
    field()?.focus();
  };
  const handleChange = (value: string) => {
    setText(value);
    if (value.trim()) setError(undefined);
  };

  return (
    <DialogFrame
      role="dialog"
      labelledBy={titleId}
      describedBy={details?.length ? detailsId : undefined}
      initialFocus={field}
      onCancel={onCancel}
      wide
    >
      <form noValidate onSubmit={handleSubmit}>
        <h2 id={titleId} className="sl-dialog__title">
          {title}
        </h2>
        {details && details.length > 0 && (
          <dl id={detailsId} className="sl-dialog__details">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <TextAreaField
          id={fieldId}
          label={label}
          required
          rows={5}
          maxLength={maxLength}
          hint={hint}
          error={error}
          value={text}
          onChange={handleChange}
        />
        <div className="sl-dialog__actions">
          <button type="button" className="sl-button" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="submit" className="sl-button sl-button--primary">
            {confirmLabel}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
