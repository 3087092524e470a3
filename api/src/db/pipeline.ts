/**
 * Statements sent to the server together and answered together: each one parsed, bound and
 * executed with the extended protocol, and a single Sync after the last, so that a whole short
 * transaction (BEGIN, the request's settings and checks, its statement, COMMIT) costs one round
 * trip instead of one per statement. The server runs them in order and, once one fails, skips the
 * rest up to the Sync: a statement after a failed check never runs.
 */
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
  sync(): void;
  stream: { cork?: () => void; uncork?: () => void };
};

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

  submit(connection: Wire): void {
    // one write for the whole batch
    connection.stream.cork?.();
    try {
      for (const { text, values = [] } of this.statements) {
        connection.parse({ text, name: '' });
        connection.bind({ portal: '', statement: '', values, valueMapper: asIs });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
  }

  private completed(): void {
    this.results.push(this.current);
    this.current = this.fresh();
  }

  private finish(error?: Error): void {
    if (this.settled) return;
    this.settled = true;
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
 */
export function runPipeline(
  client: pg.ClientBase,
  statements: readonly Statement[],
  types?: TypeSource,
): Promise<PipelineOutcome> {
  let mapped: Statement[];
  try {
    mapped = statements.map(({ text, values = [] }) => ({
      text,
      values: values.map(prepareValue),
    }));
  } catch (err) {
    return Promise.resolve({ results: [], error: err as Error });
  }
  const pipeline = new Pipeline(mapped, types);
  client.query(pipeline as unknown as pg.Submittable);
  return pipeline.done;
}
