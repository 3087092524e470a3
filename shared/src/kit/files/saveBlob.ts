// Some browsers still read the object URL after click() returns; revoking at once can cancel the
// download, so the URL lives a little longer.
const REVOKE_AFTER_MS = 10_000;

/** Saves a blob under a file name through a temporary object URL and a download link. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
