/**
 * Corporations (the tenants), their contacts and logos, and the per-tenant admin settings.
 *
 * Tenancy: `corp_contacts`, `corp_logos` and `admin_settings` are tenant tables (row-level security
 * on `corp_id`). A tenant sees only its own `corporations` row; a super user's cross-tenant work runs
 * as the owner. The request role `staffledger_app` may read corporations, contacts and logos and
 * manage admin settings; creating and changing corporations is owner work.
 *
 * The list sorts are backed by (sort expression, id) indexes so that a page is one index scan.
 */
import { APP_ROLE, tenantRls } from '../rls.js';

export default `
CREATE TABLE corporations (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL CHECK (btrim(name) <> ''),
  address     text,
  city        text,
  state       text,
  zip         text,
  country     text,
  status      text CHECK (status IN ('ACTIVE', 'INACTIVE', 'ONBOARDING')),
  start_date  date,
  website     text,
  update_date timestamptz NOT NULL DEFAULT now(),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX corporations_name_idx ON corporations (lower(name), id);
CREATE INDEX corporations_address_idx ON corporations (lower(address), id);
CREATE INDEX corporations_city_idx ON corporations (lower(city), id);
CREATE INDEX corporations_state_idx ON corporations (lower(state), id);
CREATE INDEX corporations_zip_idx ON corporations (lower(zip), id);
CREATE INDEX corporations_status_idx ON corporations (status, id);
CREATE INDEX corporations_start_date_idx ON corporations (start_date, id);

CREATE TABLE corp_contacts (
  id       bigserial PRIMARY KEY,
  corp_id  bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  name     text NOT NULL,
  role     text,
  email    text,
  phone    text,
  UNIQUE (corp_id, position)
);

-- One row per logo, written by a single upsert: a logo change is all or nothing.
CREATE TABLE corp_logos (
  corp_id      bigint PRIMARY KEY REFERENCES corporations (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  size         integer NOT NULL CHECK (size > 0 AND size <= 2097152),
  data         bytea NOT NULL CHECK (octet_length(data) = size),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_settings (
  id          bigserial PRIMARY KEY,
  corp_id     bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  category    text NOT NULL CHECK (btrim(category) <> ''),
  feature     text NOT NULL CHECK (btrim(feature) <> ''),
  description text NOT NULL DEFAULT '',
  value       text NOT NULL,
  update_date timestamptz NOT NULL DEFAULT now()
);
-- Categories are stored upper-case; a feature name is unique within its category in any case.
CREATE UNIQUE INDEX admin_settings_feature_key ON admin_settings (corp_id, category, lower(feature));
CREATE INDEX admin_settings_feature_idx ON admin_settings (corp_id, lower(feature), id);
CREATE INDEX admin_settings_category_idx ON admin_settings (corp_id, category, id);
CREATE INDEX admin_settings_update_date_idx ON admin_settings (corp_id, update_date, id);

${tenantRls('corporations', 'id')}
${tenantRls('corp_contacts')}
${tenantRls('corp_logos')}
${tenantRls('admin_settings')}

GRANT SELECT ON corporations, corp_contacts, corp_logos TO ${APP_ROLE};
GRANT SELECT, INSERT, UPDATE, DELETE ON admin_settings TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE admin_settings_id_seq TO ${APP_ROLE};
`;
