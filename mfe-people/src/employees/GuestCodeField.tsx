import { useEffect, useId, useRef, useState } from 'react';
import { TextField } from '@staffledger/shared';
import { generateGuestCode, guestLink } from './employees.api';

type Props = {
  /** The saved employee's id; null in create mode. */
  employeeId: string | null;
  guestCode: string;
  onGenerated: (guestCode: string) => void;
};

const COPIED_MS = 2000;

/** Guest Code: read-only code, Generate / Regenerate (edit mode only), guest link, Copy link. */
export function GuestCodeField({ employeeId, guestCode, onGenerated }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!employeeId) {
    return (
      <div className="sl-field">
        <span>Guest Code</span>
        <p className="sl-field-hint">A guest code can be generated after the employee is saved.</p>
      </div>
    );
  }

  const handleGenerate = async () => {
    setBusy(true);
    setError(null);
    try {
      onGenerated(await generateGuestCode(employeeId));
      setCopied(false);
    } catch (e) {
      setError(`Failed to generate guest code: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };

  const link = guestCode ? guestLink(guestCode) : '';
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setError('Could not copy the link; select it and copy it by hand.');
    }
  };

  return (
    <div className="sl-guest-code">
      <TextField
        label="Guest Code"
        value={guestCode}
        placeholder="No guest code yet"
        readOnly
        onChange={() => undefined}
      />
      <button
        type="button"
        className="sl-button sl-button--small"
        onClick={handleGenerate}
        disabled={busy}
        aria-describedby={guestCode ? hintId : undefined}
      >
        {guestCode ? 'Regenerate Guest Code' : 'Generate Guest Code'}
      </button>
      {guestCode && (
        <p id={hintId} className="sl-field-hint">
          Regenerating ends the current code and its link.
        </p>
      )}
      {guestCode && (
        <>
          <TextField label="Guest Link" value={link} readOnly onChange={() => undefined} />
          <button type="button" className="sl-button sl-button--small" onClick={handleCopy}>
            Copy link
          </button>
          <span role="status">{copied ? 'Copied' : ''}</span>
        </>
      )}
      {error && (
        <p className="sl-text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
