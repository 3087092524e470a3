import { TextField, type GuestCodeIssued } from '@staffledger/shared';

type Props = {
  issued: GuestCodeIssued;
  /** A guest-code call is in flight. */
  busy: boolean;
  onCopy: () => void;
  onEmail: () => void;
};

const noChange = () => undefined;

const SHOWN_ONCE =
  'Shown once: copy or e-mail the link now. Afterwards the form only shows that a code exists.';

/** The code just made, shown this once: the server's link, Copy link and E-mail the link. */
export function IssuedGuestLink({ issued, busy, onCopy, onEmail }: Props) {
  return (
    <>
      <TextField label="Guest Code" value={issued.guestCode} readOnly onChange={noChange} />
      <TextField
        label="Guest Link"
        value={issued.guestLink}
        readOnly
        onChange={noChange}
        hint={SHOWN_ONCE}
      />
      <div className="sl-toolbar">
        <button
          type="button"
          className="sl-button sl-button--small"
          onClick={onCopy}
          disabled={busy}
        >
          Copy link
        </button>
        <button
          type="button"
          className="sl-button sl-button--small"
          onClick={onEmail}
          disabled={busy}
        >
          E-mail the link to the employee
        </button>
      </div>
    </>
  );
}
