import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id at the recommended minimum (m=19456 KiB, t=2, p=1). */
const ARGON2: Options = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, so not importable under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | undefined;

/** Verifies a password; without a stored hash it still spends the same time, then fails. */
export async function verifyPassword(stored: string | null | undefined, password: string) {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password-1A');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
