import { useState } from 'react';
import { Banner } from '../feedback/Banner';

type Props = { onExport: () => Promise<void>; label?: string };

/** Download Excel: busy while the export runs; a failure shows an error banner. */
export function ExportButton({ onExport, label = 'Download Excel' }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleClick = async () => {
    setBusy(true);
    setError(null);
    try {
      await onExport();
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
      {error && (
        <Banner kind="error" onClose={() => setError(null)}>
          {error}
        </Banner>
      )}
    </>
  );
}
