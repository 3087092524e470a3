import { useState } from 'react';
import { Banner } from '../feedback/Banner';

/** The export; it tells `progress` how many rows it has received so far. */
type Props = { onExport: (progress: (rows: number) => void) => Promise<void>; label?: string };

export const EXPORT_RUNNING = 'Preparing the Excel file…';

/**
 * Download Excel: fetching every filtered row and writing the file can take seconds on a large
 * list, so while it runs the button is disabled and a status says so, with the rows received so
 * far; a failure shows an error banner.
 */
export function ExportButton({ onExport, label = 'Download Excel' }: Props) {
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const handleClick = async () => {
    setBusy(true);
    setReceived(0);
    setError(null);
    try {
      await onExport(setReceived);
    } catch (e) {
      setError(`Failed to download Excel: ${e instanceof Error ? e.message : String(e)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button
        type="button"
        className="sl-button"
        onClick={handleClick}
        disabled={busy}
        aria-busy={busy}
      >
        {label}
      </button>
      <span className="sl-export-status" role="status">
        {busy && (
          <>
            <span className="sl-spinner__wheel sl-spinner__wheel--small" aria-hidden="true" />
            {EXPORT_RUNNING}
            {received > 0 && ` ${received.toLocaleString('en-US')} rows received`}
          </>
        )}
      </span>
      {error && (
        <Banner kind="error" onClose={() => setError(null)}>
          {error}
        </Banner>
      )}
    </>
  );
}
