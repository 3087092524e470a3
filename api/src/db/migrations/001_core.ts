import { APP_ROLE, appendOnlyTenantRls, tenantRls } from '../rls.js';

export default `
-- Requests run as ${APP_ROLE}; each migration grants it exactly what requests need.
-- Tables without a grant (reset codes, rate limits, secrets) are reached only by the owner.
GRANT USAGE ON SCHEMA public TO ${APP_ROLE};

CREATE TABLE users (
  id bigserial PRIMARY KEY,
  username text NOT NULL CHECK (length(username) BETWEEN 1 AND 254),
  password_hash text,
  roles text[] NOT NULL CHECK (roles <@ ARRAY['super', 'employer', 'employee']::text[]),
  given_name text NOT NULL DEFAULT '',
  family_name text NOT NULL DEFAULT '',
  corp_id bigint,
  employee_id bigint,
  token_version integer NOT NULL DEFAULT 1,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_corp_idx ON users (corp_id);
CREATE UNIQUE INDEX users_employee_key ON users (employee_id) WHERE employee_id IS NOT NULL;
${tenantRls('users')}
GRANT SELECT, INSERT, UPDATE ON users TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE users_id_seq TO ${APP_ROLE};

CREATE TABLE password_reset_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_codes_user_idx ON password_reset_codes (user_id);

CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX rate_limits_window_idx ON rate_limits (window_start);

CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  "to" text NOT NULL,
  "from" text NOT NULL,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  corp_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivery_status text NOT NULL,
  delivery_error text
);
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);
CREATE INDEX outbox_to_idx ON outbox (lower("to"));
${appendOnlyTenantRls('outbox')}
GRANT SELECT, INSERT ON outbox TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE outbox_id_seq TO ${APP_ROLE};

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  username text,
  user_id bigint,
  corp_id bigint,
  entity text NOT NULL,
  entity_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'status')),
  changes jsonb
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
CREATE INDEX audit_log_corp_idx ON audit_log (corp_id, at DESC);
${appendOnlyTenantRls('audit_log')}
GRANT SELECT, INSERT ON audit_log TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE audit_log_id_seq TO ${APP_ROLE};
`;
