/**
 * Who acted, by kind (docs/workflows.md#history-of-a-sheet): staff (super users and employers), an
 * employee, an employee's guest, or a job of the product itself. Rows written before are sorted by
 * what they hold: no user name is a job, "guest of employee N" a guest, and a user by their roles.
 */

/** Sorts the rows that have no kind yet. */
export const CLASSIFY_AUDIT_ACTORS = `
UPDATE audit_log a
   SET actor_kind = CASE
     WHEN a.username IS NULL THEN 'job'
     WHEN a.username LIKE 'guest of employee %' THEN 'guest'
     WHEN u.roles && ARRAY['super', 'employer']::text[] THEN 'staff'
     WHEN u.id IS NOT NULL THEN 'employee'
   END
  FROM audit_log b LEFT JOIN users u ON u.id = b.user_id
 WHERE b.id = a.id AND a.actor_kind IS NULL;
`;

export default `
ALTER TABLE audit_log ADD COLUMN actor_kind text
  CHECK (actor_kind IN ('staff', 'employee', 'guest', 'job'));
${CLASSIFY_AUDIT_ACTORS}`;
