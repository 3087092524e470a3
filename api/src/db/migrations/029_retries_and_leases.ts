/**
 * Work that survives a crash (docs/workflows.md#dunning, ARCHITECTURE.md "More than one process").
 * A scheduled reminder counts its sending attempts: one left "sending" by a process that stopped is
 * claimed once more, then marked failed. A daily job's run holds a lease row, taken and given back
 * in short transactions of their own, instead of a lock held by a transaction open for the whole
 * run: a run then needs one connection at a time, and a lease of a process that died runs out.
 */
export default `
ALTER TABLE invoice_mails ADD COLUMN attempts smallint NOT NULL DEFAULT 1;

CREATE TABLE job_leases (
  key    bigint PRIMARY KEY,
  name   text NOT NULL,
  holder text NOT NULL,
  until  timestamptz NOT NULL,
  -- when a run last gave the lease back: a process that met that run need not run the job again
  done_at timestamptz
);
`;
