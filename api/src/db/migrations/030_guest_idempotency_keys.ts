import { APP_ROLE } from '../rls.js';

/**
 * A guest's uploads take an `Idempotency-Key` too (docs/api-conventions.md#idempotency): a key
 * belongs to a signed-in user or to the guest of one employee, never both. A guest request runs
 * with its tenant set and no user, so a guest's keys are reached through the tenant and only while
 * no user is signed in. No foreign key to employees: the table is kept apart from the tenants' data
 * (src/db/sharding.ts), and a key outlives nobody by more than its day.
 */
export default `
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE idempotency_keys ADD COLUMN guest_employee_id bigint;
ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_one_owner
  CHECK ((user_id IS NULL) <> (guest_employee_id IS NULL));
ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_guest_tenant
  CHECK (guest_employee_id IS NULL OR corp_id IS NOT NULL);
CREATE UNIQUE INDEX idempotency_keys_user_key ON idempotency_keys (user_id, key)
  WHERE user_id IS NOT NULL;
CREATE UNIQUE INDEX idempotency_keys_guest_key ON idempotency_keys (guest_employee_id, key)
  WHERE guest_employee_id IS NOT NULL;
CREATE POLICY idempotency_keys_guest ON idempotency_keys TO ${APP_ROLE}
  USING (guest_employee_id IS NOT NULL
         AND NULLIF(current_setting('app.user_id', true), '') IS NULL
         AND corp_id = NULLIF(current_setting('app.corp_id', true), '')::bigint)
  WITH CHECK (guest_employee_id IS NOT NULL
              AND NULLIF(current_setting('app.user_id', true), '') IS NULL
              AND corp_id = NULLIF(current_setting('app.corp_id', true), '')::bigint);
`;
