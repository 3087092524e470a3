import { useState } from 'react';
import { Banner, saveBlob, serverMessage, useSession } from '@staffledger/shared';
import { downloadCorpArchive } from './archive.api';

export const ARCHIVE_LABEL = 'Download all data';
export const ARCHIVE_RUNNING = 'Preparing the archive…';

const MEGABYTE = 1024 * 1024;

/** Bytes as the status says them: '3.4 MB received'. */
export const receivedText = (bytes: number) =>
  `${(bytes / MEGABYTE).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB received`;

type Props = {
  /** The corporation (default: the selected one, an employer's own). */
  corpId?: number;
};

/**
 * Download all data: the whole corporation as `<corporation>-export.zip` (docs/files.md). The
 * server streams it as it reads; while it arrives the button is disabled and a progress bar with
 * a status says how much has come; a failure says what failed.
 */
export function CorpArchiveButton({ corpId }: Props) {
  const selected = useSession((s) => s.selectedCorpId);
  const id = corpId ?? selected;
  const [received, setReceived] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handleClick = async () => {
    setReceived(0);
    setError(null);
    try {
      const { blob, filename } = await downloadCorpArchive(id, setReceived);
      saveBlob(blob, filename);
    } catch (e) {
      const message = serverMessage(e) ?? (e instanceof Error ? e.message : String(e));
      setError(`Failed to download all data: ${message}`);
    } finally {
      setReceived(null);
    }
  };
  const busy = received !== null;
  return (
    <>
      <button
        type="button"
        className="sl-button"
        onClick={handleClick}
        disabled={busy || !id}
        aria-busy={busy}
      >
        {ARCHIVE_LABEL}
      </button>
      {busy && (
        <progress aria-label="All data downloaded so far" aria-valuetext={receivedText(received)} />
      )}
      <span className="sl-export-status" role="status">
        {busy && `${ARCHIVE_RUNNING} ${receivedText(received)}`}
      </span>
      {error && (
        <Banner kind="error" onClose={() => setError(null)}>
          {error}
        </Banner>
      )}
    </>
  );
}
