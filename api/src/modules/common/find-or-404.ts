import { notFound } from '../../errors.js';

/**
 * What a lookup found, or the 404 with `message` when it found nothing (undefined, null or false).
 * Row-level security hides another corporation's rows, so they answer the same 404.
 */
export async function findOr404<T>(
  lookup: Promise<T | undefined | null | false>,
  message: string,
): Promise<T> {
  const found = await lookup;
  if (found === undefined || found === null || found === false) throw notFound(message);
  return found;
}
