import { APP_ROLE } from '../rls.js';

/**
 * Creating requests that carry an `Idempotency-Key` header (docs/api-conventions.md#idempotency):
 * one row per user and key, written in the transaction of the create it stands for, so a key is
 * taken exactly when its create commits. A user sees and claims only their own keys.
 */
export default `
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  corp_id bigint,
  fingerprint bytea NOT NULL CHECK (length(fingerprint) = 32),
  response json,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
ALTER TABLE idempotency_keys ENABLE ROW LEVEL SECURITY;
ALTER TABLE idempotency_keys FORCE ROW LEVEL SECURITY;
CREATE POLICY idempotency_keys_own ON idempotency_keys TO ${APP_ROLE}
  USING (user_id = NULLIF(current_setting('app.user_id', true), '')::bigint)
  WITH CHECK (user_id = NULLIF(current_setting('app.user_id', true), '')::bigint);
CREATE POLICY idempotency_keys_owner ON idempotency_keys TO CURRENT_USER
  USING (true) WITH CHECK (true);
GRANT SELECT, INSERT, UPDATE, DELETE ON idempotency_keys TO ${APP_ROLE};
`;
