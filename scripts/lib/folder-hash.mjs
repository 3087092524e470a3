import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file below `dir`, as sorted paths relative to it (with '/'). */
export function filesOf(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) =>
      relative(dir, join(e.parentPath ?? e.path, e.name))
        .split(sep)
        .join('/'),
    )
    .sort();
}

/** The SHA-256 (hex) of a folder's files: their names and bytes. Equal folders, equal hashes. */
export function folderHash(dir) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  }
  return hash.digest('hex');
}
