import type { Tx } from './tenant.js';

/**
 * Runs `write` in a savepoint of `tx`: `{ done: true, value }` when it went through, or
 * `{ done: false }` with nothing of it left when it failed in a way `expected` recognises (a
 * constraint the caller then explains); any other failure is thrown. The transaction goes on
 * either way, so the caller can still read and answer.
 */
export async function inSavepoint<T>(
  tx: Tx,
  name: string,
  expected: (err: unknown) => boolean,
  write: () => Promise<T>,
): Promise<{ done: true; value: T } | { done: false }> {
  await tx.query(`SAVEPOINT ${name}`);
  try {
    const value = await write();
    await tx.query(`RELEASE SAVEPOINT ${name}`);
    return { done: true, value };
  } catch (err) {
    if (!expected(err)) throw err;
  }
  await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
  return { done: false };
}
