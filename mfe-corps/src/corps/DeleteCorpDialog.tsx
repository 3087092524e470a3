import { useId, useState, type FormEvent } from 'react';
import { Alert, DialogFrame, TextField } from '@staffledger/shared';
import { confirmsName } from './corps.delete';

export type DeleteCorpDialogProps = {
  name: string;
  deleting: boolean;
  /** The server's reason when a deletion was refused (the corporation in use, say). */
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks for the corporation's name before deleting it. Delete is enabled only once the name typed
 * matches; the focus starts in the field, Escape cancels (DialogFrame).
 */
export function DeleteCorpDialog({
  name,
  deleting,
  error,
  onConfirm,
  onCancel,
}: DeleteCorpDialogProps) {
  const titleId = useId();
  const textId = useId();
  const fieldId = useId();
  const [typed, setTyped] = useState('');
  const matches = confirmsName(typed, name);

  const handleSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (matches && !deleting) onConfirm();
  };

  return (
    <DialogFrame
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={() => document.getElementById(fieldId)}
      onCancel={onCancel}
      wide
    >
      <form noValidate onSubmit={handleSubmit}>
        <h2 id={titleId} className="sl-dialog__title">
          Delete corporation
        </h2>
        <p id={textId}>
          This deletes <strong>{name}</strong> and everything of it: vendors, employees and their
          sign-ins, billings, timesheets with their files, invoices and e-mails. It cannot be
          undone; the audit log keeps the record of who did what.
        </p>
        <TextField
          id={fieldId}
          label="Type the corporation’s name to confirm"
          value={typed}
          onChange={setTyped}
        />
        {error && <Alert>{error}</Alert>}
        <div className="sl-dialog__actions">
          <button type="button" className="sl-button" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="submit"
            className="sl-button sl-button--danger"
            disabled={!matches || deleting}
          >
            {deleting ? 'Deleting...' : 'Delete'}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
