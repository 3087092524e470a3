import { useRef, useState, type ChangeEvent } from 'react';
import { useCorpLogo, useReloadToken, type CorpRow, type RowActions } from '@staffledger/shared';
import { LOGO_RELOAD_DELAY_MS, uploadCorpLogo } from './corps.api';

type Props = {
  corp: CorpRow;
  /** The list's row-action runner: says a failure above the list, reloads the list after an upload. */
  runAction: RowActions['run'];
};

export const LOGO_UPLOAD_FAILED = 'Failed to upload logo. Please try again.';

/**
 * The 50x50 logo box: the logo (fetched with the token) or '+', a button that opens an image file
 * picker; 'Uploading...' while the new logo is sent, then the list reloads after 0.5 s.
 */
export function LogoCell({ corp, runAction }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [broken, setBroken] = useState(false);
  const [version, refetchLogo] = useReloadToken();
  const url = useCorpLogo(corp.id, corp.hasLogo || version > 0, version);

  const handleFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setUploading(true);
    const uploaded = await runAction({
      run: async () => {
        try {
          await uploadCorpLogo(corp.id, file);
          await new Promise((resolve) => setTimeout(resolve, LOGO_RELOAD_DELAY_MS));
        } finally {
          // the cell is no longer busy by the time the list reloads or the failure is said
          setUploading(false);
        }
      },
      failure: () => LOGO_UPLOAD_FAILED,
      reload: true,
    });
    if (!uploaded) return;
    setBroken(false);
    refetchLogo();
  };

  let content;
  if (uploading) content = <span className="sl-logo-cell__busy">Uploading...</span>;
  else if (url && !broken)
    content = <img src={url} alt={`${corp.name} logo`} onError={() => setBroken(true)} />;
  else content = <span aria-hidden="true">+</span>;

  return (
    <>
      <button
        type="button"
        className="sl-logo-cell"
        aria-label={`Upload logo for ${corp.name}`}
        aria-busy={uploading}
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        {content}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label={`Logo file for ${corp.name}`}
        onChange={handleFile}
      />
    </>
  );
}
