/**
 * File names that come from uploads: cleaned before they are stored, and written back into a
 * `Content-Disposition` header that every browser reads the same way (RFC 6266 / RFC 8187).
 */

export const MAX_FILENAME_LENGTH = 255;

// C0 and C1 controls, and the bidirectional overrides that can make `exe.pdf` look like `fdp.exe`.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// A lone surrogate cannot be encoded as UTF-8 (encodeURIComponent throws on it).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Longest extension kept when a long name is shortened.
const MAX_KEPT_EXTENSION = 16;

/**
 * The base name of an uploaded file (no folders, no control characters, at most 255 characters,
 * keeping the extension when it shortens), or `fallback` when nothing is left.
 */
export function cleanFilename(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const name = base.replace(LONE_SURROGATE, '').replace(UNSAFE, '').normalize('NFC').trim();
  if (name === '' || /^\.+$/.test(name)) return fallback;
  const chars = [...name];
  if (chars.length <= MAX_FILENAME_LENGTH) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  const kept = extension.length <= MAX_KEPT_EXTENSION ? extension : [];
  return (
    chars
      .slice(0, MAX_FILENAME_LENGTH - kept.length)
      .join('')
      .trimEnd() + kept.join('')
  );
}

/** The name with accents dropped and anything else outside printable ASCII (and `"` `\`) as `_`. */
function asciiFallback(filename: string): string {
  return filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/** RFC 8187 value: UTF-8, percent-encoded except the attr-chars. */
function encodeExtValue(filename: string): string {
  return encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `Content-Disposition` of a download saved under `filename` (never shown inline). */
export function attachmentDisposition(filename: string): string {
  const clean = filename.replace(LONE_SURROGATE, '').replace(UNSAFE, '');
  return `attachment; filename="${asciiFallback(clean)}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}
