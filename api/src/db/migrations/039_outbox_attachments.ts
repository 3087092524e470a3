/**
 * The outbox keeps the names of an e-mail's attachments (the files themselves are not kept), so
 * that staff see what went with each e-mail (docs/workflows.md#e-mail). E-mails recorded before
 * have none listed. A corporation's staff read their corporation's e-mails newest first: the index
 * serves that page without reading the other corporations' rows.
 */
export default `
ALTER TABLE outbox ADD COLUMN attachments text[] NOT NULL DEFAULT '{}';
CREATE INDEX outbox_corp_created_idx ON outbox (corp_id, created_at DESC, id DESC);
`;
