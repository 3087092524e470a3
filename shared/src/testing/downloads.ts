import { waitFor } from '@testing-library/react';
import { readXlsx } from '@staffledger/contracts/testing';

/**
 * What a Download Excel saved: the file name, the sheet name and its rows (header first), each
 * cell as the file holds it: a plain value, or a typed cell `{ t: 'n', v, z }` (a date as its day
 * serial, money or hours as a number, with their number format).
 */
export type WrittenWorkbook = { file: string; sheet: string; rows: unknown[][] };

const blobs = new Map<string, Blob>();
const saved: { file: string; blob: Blob }[] = [];
let installed = false;
let standIn: ((blob: Blob) => string) | null = null;

/**
 * Keeps the files a screen hands to the browser as downloads (an object URL on a link with
 * `download`, clicked), which jsdom cannot save, so that a test can read them back. A test may
 * still give URL.createObjectURL its own stand-in (for a logo, say): the blob is kept under
 * whatever URL that answers.
 */
function keepDownloads() {
  if (installed) return;
  installed = true;
  let next = 0;
  const create = (blob: Blob) => {
    const url = standIn ? standIn(blob) : `blob:staffledger-test/${++next}`;
    blobs.set(url, blob);
    return url;
  };
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    get: () => create,
    set: (fn: (blob: Blob) => string) => {
      standIn = fn;
    },
  });
  // a test reads the file after the screen let go of its URL
  URL.revokeObjectURL ??= () => {};
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[download]');
      if (!(link instanceof HTMLAnchorElement)) return;
      const blob = blobs.get(link.href);
      if (!blob) return;
      event.preventDefault();
      saved.push({ file: link.download, blob });
    },
    true,
  );
}

/** Forgets the files of earlier tests, and keeps this test's downloads. */
export function resetWorkbooks(): void {
  keepDownloads();
  standIn = null;
  blobs.clear();
  saved.length = 0;
}

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The workbook the last export saved, read back from its file, once one has been saved. */
export async function downloadedWorkbook(): Promise<WrittenWorkbook> {
  await waitFor(() => expect(saved.length).toBeGreaterThan(0));
  const { file, blob } = saved[saved.length - 1];
  return { file, ...readXlsx(await bytesOf(blob)) };
}

/** The file the last download saved (its name and bytes), once one has been saved. */
export async function downloadedFile(): Promise<{ file: string; bytes: Uint8Array }> {
  await waitFor(() => expect(saved.length).toBeGreaterThan(0));
  const { file, blob } = saved[saved.length - 1];
  return { file, bytes: await bytesOf(blob) };
}
