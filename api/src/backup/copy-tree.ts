import fs from 'node:fs';
import path from 'node:path';

export type Copied = { files: number; bytes: number };

export type CopyOptions = {
  /** Paths relative to the source, with '/', left out (a folder: its contents too). */
  skip?: (relative: string, isDir: boolean) => boolean;
  /** Flush each file and folder to disk (default true). */
  flush?: boolean;
  signal?: AbortSignal;
};

/** Files copied at once: a cluster is mostly small files, whose flushes then overlap. */
const PARALLEL = 8;

/** The folders and files under `from`, folders first, without what `skip` names. */
async function listTree(from: string, skip: CopyOptions['skip']) {
  const dirs = [''];
  const files: string[] = [];
  for (let i = 0; i < dirs.length; i++) {
    let entries: fs.Dirent[];
    try {
      entries = await fs.promises.readdir(path.join(from, dirs[i]), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    for (const entry of entries) {
      const child = dirs[i] ? `${dirs[i]}/${entry.name}` : entry.name;
      if (skip?.(child, entry.isDirectory())) continue;
      if (entry.isDirectory()) dirs.push(child);
      else if (entry.isFile()) files.push(child);
    }
  }
  return { dirs, files };
}

/**
 * Copies `from` into `to`. A file that vanishes while it is copied is skipped: the server being
 * backed up drops and creates files as it runs, and its WAL replay restores the truth.
 */
export async function copyTree(from: string, to: string, opts: CopyOptions = {}): Promise<Copied> {
  const flush = opts.flush ?? true;
  const { dirs, files } = await listTree(from, opts.skip);
  for (const dir of dirs)
    await fs.promises.mkdir(path.join(to, dir), { recursive: true, mode: 0o700 });
  const done: Copied = { files: 0, bytes: 0 };
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (next < files.length && !failed) {
      opts.signal?.throwIfAborted();
      const file = files[next++];
      const bytes = await copyFile(path.join(from, file), path.join(to, file), flush);
      if (bytes === null) continue;
      done.files += 1;
      done.bytes += bytes;
    }
  };
  // every worker has ended before a failure is reported: the caller may then remove the copy
  const ends = await Promise.allSettled(
    Array.from({ length: PARALLEL }, () =>
      worker().catch((err) => {
        failed = true;
        throw err;
      }),
    ),
  );
  const failure = ends.find((e): e is PromiseRejectedResult => e.status === 'rejected');
  if (failure) throw failure.reason;
  if (flush) for (const dir of dirs) await flushDir(path.join(to, dir));
  return done;
}

/** Copies one file, flushed when asked; null when the source is gone. */
async function copyFile(from: string, to: string, flush: boolean): Promise<number | null> {
  try {
    await fs.promises.copyFile(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const handle = await fs.promises.open(to, flush ? 'r+' : 'r');
  try {
    if (flush) await handle.sync();
    return (await handle.stat()).size;
  } finally {
    await handle.close();
  }
}

/** Flushes a directory's entries (a renamed or new file is durable only then). */
export async function flushDir(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Bytes and files under `dir`. */
export async function treeSize(dir: string): Promise<Copied> {
  const total: Copied = { files: 0, bytes: 0 };
  for (const entry of await fs.promises.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    total.files += 1;
    total.bytes += (await fs.promises.stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}
