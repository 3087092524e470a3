import { apiFetch } from '@staffledger/shared';

/** GET /corps/{id}/archive: the whole corporation as one ZIP, streamed. */
export const archivePath = (corpId: number) => `/corps/${encodeURIComponent(corpId)}/archive`;

const EOCD = [0x50, 0x4b, 0x05, 0x06];
// the end of central directory record: 22 bytes, the archive's last (it has no comment)
const EOCD_LENGTH = 22;

/** Whether `tail` (the archive's last bytes) is the record that closes a whole archive. */
const endsWhole = (tail: Uint8Array) =>
  tail.length >= EOCD_LENGTH && EOCD.every((b, i) => tail[tail.length - EOCD_LENGTH + i] === b);

/** The file name of a `Content-Disposition`: its UTF-8 `filename*`, else its `filename`. */
export function dispositionFilename(header: string | null, fallback: string): string {
  const extended = header && /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // a malformed name: the plain one below
    }
  }
  return (header && /filename="([^"]+)"/i.exec(header)?.[1]) || fallback;
}

export type Archive = { blob: Blob; filename: string };

/**
 * Downloads the archive as it arrives, telling `progress` the bytes received so far. An answer
 * cut short (the server stops writing when a part fails) is an error, never a file saved.
 */
export async function downloadCorpArchive(
  corpId: number,
  progress: (bytes: number) => void,
): Promise<Archive> {
  const res = await apiFetch<Response>(archivePath(corpId), {
    accept: 'application/zip',
    raw: true,
    corp: false,
  });
  if (!res.body) throw new Error('The archive arrived empty.');
  const reader = res.body.getReader();
  const pieces: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pieces.push(value);
    received += value.length;
    progress(received);
  }
  const last = pieces.at(-1) ?? new Uint8Array();
  const tail =
    last.length >= EOCD_LENGTH
      ? last
      : new Uint8Array(await new Blob(pieces as BlobPart[]).slice(-EOCD_LENGTH).arrayBuffer());
  if (!endsWhole(tail)) throw new Error('The archive arrived incomplete. Try again.');
  return {
    blob: new Blob(pieces as BlobPart[], { type: 'application/zip' }),
    filename: dispositionFilename(res.headers.get('content-disposition'), 'export.zip'),
  };
}
