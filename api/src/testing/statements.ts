/**
 * What an app sends to the database while a test's call runs, a round trip each (a batch of
 * statements sent together is its statements' texts joined by ';\n'), for tests that hold a path
 * to a fixed number of round trips or keep a statement off it.
 */
import type { TestApp } from './testApp.js';

let recording: string[] | null = null;
const watched = new WeakSet<object>();

/** Every connection the app takes from its pool reports its statements to `statementsOf`. */
export function watchStatements(pool: TestApp['app']['pg']) {
  pool.on('acquire', (client) => {
    if (watched.has(client)) return;
    watched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      recording?.push(
        typeof first === 'string' ? first : String((first as { text?: string }).text),
      );
      return query(...args);
    };
  });
}

/** The statements that reach the database through a watched pool while `fn` runs. */
export async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  recording = [];
  try {
    await fn();
    return recording;
  } finally {
    recording = null;
  }
}
