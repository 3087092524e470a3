/**
 * Vendors (the client companies a corporation bills) and their contacts: both tenant tables
 * (row-level security on `corp_id`), managed by the request role.
 *
 * At most one contact of a vendor is primary: the API checks it and a partial unique index makes
 * the database refuse a second one too. The list sorts are backed by (corp_id, sort expression, id)
 * indexes so that a page of one tenant is one index scan.
 */
import { APP_ROLE, tenantRls } from '../rls.js';

export default `
CREATE TABLE vendors (
  id          bigserial PRIMARY KEY,
  corp_id     bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  name        text NOT NULL CHECK (btrim(name) <> ''),
  address     text,
  city        text,
  state       text CHECK (state ~ '^[A-Z]{2}$'),
  zip         text,
  status      text CHECK (status IN ('ACTIVE', 'INACTIVE', 'ONBOARDING')),
  start_date  date,
  invoiced    boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  update_date timestamptz NOT NULL DEFAULT now(),
  -- target of the contacts' (vendor_id, corp_id) key: a contact always has its vendor's tenant
  UNIQUE (id, corp_id)
);
CREATE INDEX vendors_name_idx ON vendors (corp_id, lower(name), id);
CREATE INDEX vendors_address_idx ON vendors (corp_id, lower(address), id);
CREATE INDEX vendors_city_idx ON vendors (corp_id, lower(city), id);
CREATE INDEX vendors_state_idx ON vendors (corp_id, state, id);
CREATE INDEX vendors_zip_idx ON vendors (corp_id, lower(zip), id);
CREATE INDEX vendors_status_idx ON vendors (corp_id, status, id);
CREATE INDEX vendors_start_date_idx ON vendors (corp_id, start_date, id);
CREATE INDEX vendors_invoiced_idx ON vendors (corp_id, invoiced, id);

CREATE TABLE vendor_contacts (
  id         bigserial PRIMARY KEY,
  corp_id    bigint NOT NULL REFERENCES corporations (id) ON DELETE CASCADE,
  vendor_id  bigint NOT NULL,
  position   integer NOT NULL CHECK (position >= 0),
  name       text NOT NULL CHECK (btrim(name) <> ''),
  role       text,
  email      text,
  phone      text,
  is_primary boolean NOT NULL DEFAULT false,
  UNIQUE (vendor_id, position),
  FOREIGN KEY (vendor_id, corp_id) REFERENCES vendors (id, corp_id) ON DELETE CASCADE
);
-- At most one primary contact per vendor.
CREATE UNIQUE INDEX vendor_contacts_primary_key ON vendor_contacts (vendor_id) WHERE is_primary;
CREATE INDEX vendor_contacts_corp_idx ON vendor_contacts (corp_id);

${tenantRls('vendors')}
${tenantRls('vendor_contacts')}

GRANT SELECT, INSERT, UPDATE, DELETE ON vendors, vendor_contacts TO ${APP_ROLE};
GRANT USAGE, SELECT ON SEQUENCE vendors_id_seq, vendor_contacts_id_seq TO ${APP_ROLE};
`;
