/**
 * Statements sent to the server together and answered together: each one parsed, bound and
 * executed with the extended protocol, and a single Sync after the last, so that a whole short
 * transaction (BEGIN, the request's settings and checks, its statement, COMMIT) costs one round
 * trip instead of one per statement. The server runs them in order and, once one fails, skips the
 * rest up to the Sync: a statement after a failed check never runs.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { FieldDef, QueryResult, QueryResultRow } from 'pg';

export type Statement = { text: string; values?: readonly unknown[] };

/** What came back: a result per statement that completed, and the error that stopped the rest. */
export type PipelineOutcome = {
  results: QueryResult[];
  /** The first failure; `results.length` is the index of the statement that failed. */
  error?: Error;
};

type TypeSource = { getTypeParser(oid: number, format?: 'text' | 'binary'): unknown };

/** The parts of pg's Result the protocol handlers feed (pg's own Query feeds it the same way). */
type ResultBuilder = QueryResult & {
  addFields(fields: FieldDef[]): void;
  parseRow(values: unknown[]): QueryResultRow;
  addRow(row: QueryResultRow): void;
  addCommandComplete(msg: unknown): void;
};

type Wire = {
  parse(q: { text: string; name: string }): void;
  bind(b: {
    portal: string;
    statement: string;
    values: readonly unknown[];
    valueMapper: Mapper;
  }): void;
  describe(d: { type: 'P'; name: string }): void;
  execute(e: { portal: string; rows: number }): void;
  close(c: { type: 'S'; name: string }): void;
  sync(): void;
  stream: { cork?: () => void; uncork?: () => void };
  on(event: 'parseComplete', listener: () => void): void;
  off(event: 'parseComplete', listener: () => void): void;
};

/**
 * The statements a connection holds prepared, by name, oldest first: a statement of a batch is
 * parsed and planned once per connection, then only bound and run. Names are the text's digest,
 * so that a name always means one text, even on a server connection a pooler shares.
 */
const preparedOn = new WeakMap<object, Map<string, true>>();
/** Prepared statements kept per connection; the oldest is closed past it. */
export const PREPARED_PER_CONNECTION = 200;
const nameOf = (text: string) =>
  `sl_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;

/**
 * Off for good once the server says a name is unknown or taken: a pooler in transaction mode
 * (PgBouncer before 1.21) hands a connection's batches to server connections that do not share
 * its prepared statements. The batch that learnt it is run again unnamed.
 */
let preparing = true;
const PREPARED_MISMATCH = new Set(['26000', '42P05']);

// pg turns a value into its wire text (arrays, dates, buffers, JSON) with this; the same mapping as
// every other query of the pool, so that a pipelined statement binds exactly as a plain one
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue: Mapper;
};
type Mapper = (value: unknown) => unknown;
// the values are mapped before the batch is sent (`runPipeline`), so that a value pg cannot map
// fails the call instead of throwing inside the client's queue
const asIs: Mapper = (value) => value;

/**
 * One pipeline as pg's client runs a query of its own (`client.query(submittable)`): the client
 * hands each message of the answer to the handler of that name, and takes the next query once
 * the server is ready again.
 */
class Pipeline {
  private readonly results: ResultBuilder[] = [];
  private current: ResultBuilder;
  private settled = false;
  readonly done: Promise<PipelineOutcome>;
  private resolve!: (outcome: PipelineOutcome) => void;
  /** The batch as one text, for whoever watches what a client sends (a round trip's statements). */
  readonly text: string;

  constructor(
    private readonly statements: readonly Statement[],
    private readonly types: TypeSource | undefined,
    /** Named (prepared) statements may be used. */
    readonly prepare: boolean,
  ) {
    this.text = statements.map((s) => s.text).join(';\n');
    this.current = this.fresh();
    this.done = new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  private fresh(): ResultBuilder {
    return new pg.Result(
      undefined as unknown as string,
      this.types as typeof pg.types,
    ) as unknown as ResultBuilder;
  }

  private detach: (() => void) | null = null;

  submit(connection: Wire): void {
    const prepared = this.prepare ? this.preparedOf(connection) : null;
    const names = this.statements.map(({ text }) => (prepared ? nameOf(text) : ''));
    // the names this batch parses, confirmed one by one as the server answers their Parse
    const parsing = new Set(names.filter((name) => name && !prepared!.has(name)));
    const confirming = [...parsing];
    if (prepared) {
      const parsed = () => {
        const name = confirming.shift();
        if (name) prepared.set(name, true);
      };
      connection.on('parseComplete', parsed);
      this.detach = () => connection.off('parseComplete', parsed);
    }
    // one write for the whole batch
    connection.stream.cork?.();
    try {
      // room made first: a Close after a statement that fails would be skipped with the rest
      if (prepared) this.evictOldest(connection, prepared, names, parsing.size);
      this.statements.forEach(({ text, values = [] }, i) => {
        const name = names[i];
        // an unnamed statement is parsed each time; a named one once, at its first use
        if (!name || parsing.delete(name)) connection.parse({ text, name });
        connection.bind({ portal: '', statement: name, values, valueMapper: asIs });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  private preparedOf(connection: Wire): Map<string, true> {
    let prepared = preparedOn.get(connection);
    if (!prepared) preparedOn.set(connection, (prepared = new Map()));
    return prepared;
  }

  /**
   * Marks the batch's kept statements as the most recently used, and closes the least recently
   * used ones to keep room for `adding` more.
   */
  private evictOldest(
    connection: Wire,
    prepared: Map<string, true>,
    used: string[],
    adding: number,
  ): void {
    for (const name of used) {
      if (!prepared.delete(name)) continue;
      prepared.set(name, true);
    }
    for (const name of prepared.keys()) {
      if (prepared.size + adding <= PREPARED_PER_CONNECTION) return;
      prepared.delete(name);
      connection.close({ type: 'S', name });
    }
  }

  private completed(): void {
    this.results.push(this.current);
    this.current = this.fresh();
  }

  private finish(error?: Error): void {
    if (this.settled) return;
    this.settled = true;
    this.detach?.();
    this.resolve(error ? { results: this.results, error } : { results: this.results });
  }

  handleRowDescription(msg: { fields: FieldDef[] }): void {
    this.current.addFields(msg.fields);
  }

  handleDataRow(msg: { fields: unknown[] }): void {
    this.current.addRow(this.current.parseRow(msg.fields));
  }

  handleCommandComplete(msg: unknown): void {
    this.current.addCommandComplete(msg);
    this.completed();
  }

  handleEmptyQuery(): void {
    this.completed();
  }

  /** The server's error (the rest up to the Sync is skipped) or the connection's. */
  handleError(err: Error): void {
    this.finish(err);
  }

  handleReadyForQuery(): void {
    this.finish();
  }

  handlePortalSuspended(): void {
    this.finish(new Error('a pipelined statement was suspended'));
  }

  handleCopyInResponse(): void {
    this.finish(new Error('COPY cannot run in a pipeline'));
  }

  handleCopyData(): void {}
}

/**
 * Runs `statements` on `client` in one round trip. Never rejects: a failure is the outcome's
 * `error`, with the results of the statements before it (a caller needs them to say why a check
 * refused). When the statements opened a transaction, a failure leaves it aborted: the caller
 * rolls it back.
 *
 * With `prepare`, the statements are prepared on the connection and reused by later batches; only
 * for a batch that opens its transaction (BEGIN first) or needs none, which can be run again whole
 * when the server turns out not to keep prepared statements (`preparing`).
 */
export async function runPipeline(
  client: pg.ClientBase,
  statements: readonly Statement[],
  types?: TypeSource,
  { prepare = false }: { prepare?: boolean } = {},
): Promise<PipelineOutcome> {
  let mapped: Statement[];
  try {
    mapped = statements.map(({ text, values = [] }) => ({
      text,
      values: values.map(prepareValue),
    }));
  } catch (err) {
    return { results: [], error: err as Error };
  }
  const run = async (named: boolean) => {
    const pipeline = new Pipeline(mapped, types, named);
    client.query(pipeline as unknown as pg.Submittable);
    return pipeline.done;
  };
  // decided before the batch goes: another batch in flight may turn `preparing` off meanwhile, and
  // this one, sent named, must then be run again too
  const named = prepare && preparing;
  const outcome = await run(named);
  const code = (outcome.error as { code?: string } | undefined)?.code;
  if (!(named && code && PREPARED_MISMATCH.has(code))) return outcome;
  preparing = false;
  await client.query('ROLLBACK').catch(() => undefined);
  return run(false);
}
