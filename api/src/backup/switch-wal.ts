import pg from 'pg';

/** Ends the current WAL file so that it is archived; best effort, for at most `timeoutMs`. */
export async function switchWal(url: string, timeoutMs = 5000): Promise<void> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT pg_switch_wal()');
  } catch {
    // a server that cannot answer cannot switch either: the archive keeps what it had
  } finally {
    await client.end().catch(() => {});
  }
}
