/**
 * Guest codes are kept only as their SHA-256 digest (docs/guests.md), so that a copy of the
 * database opens no timesheet. Codes issued before this migration keep working: their digest is
 * computed here and the plain text is dropped. `guest_code_created_at` tells staff since when a
 * code exists.
 */
export default `
ALTER TABLE employees
  ADD COLUMN guest_code_hash bytea,
  ADD COLUMN guest_code_created_at timestamptz;
UPDATE employees
   SET guest_code_hash = sha256(convert_to(guest_code, 'UTF8')),
       guest_code_created_at = update_date
 WHERE guest_code IS NOT NULL;
DROP INDEX employees_guest_code_key;
ALTER TABLE employees DROP COLUMN guest_code;
ALTER TABLE employees
  ADD CONSTRAINT employees_guest_code_hash_len CHECK (length(guest_code_hash) = 32),
  ADD CONSTRAINT employees_guest_code_since
    CHECK ((guest_code_hash IS NULL) = (guest_code_created_at IS NULL));
CREATE UNIQUE INDEX employees_guest_code_hash_key ON employees (guest_code_hash)
  WHERE guest_code_hash IS NOT NULL;
`;
