import { APP_ROLE, CURRENT_CORP_SQL } from '../rls.js';

/**
 * Invitations (api/src/modules/employees/README.md#invitations): an employee who may sign in but
 * has no password yet gets an e-mailed link that sets one.
 *
 * - `users.invited_at`: when the last invitation went out; `users.last_sign_in_at`: the last
 *   successful sign-in. Both are shown on the employee form.
 * - An invitation's code is a row of `password_reset_codes` of kind `invitation` (stored as its
 *   SHA-256, like a reset code), valid for days rather than minutes. Reset codes are owner-only
 *   data, so the request role gets exactly three operations, each limited to the accounts of
 *   employees of the transaction's corporation: add an invitation code to an active account with
 *   no password; settle it once its e-mail went out (sent: the earlier unused codes of the
 *   account end; not sent: this one ends); and tell when a still-valid invitation was issued
 *   (the e-mails that carry a set-password link reuse one issued the same day).
 * - The corporations that exist get the EMPLOYEE inviteOnSave setting, as a new one does.
 */
const EMPLOYEE_ACCOUNT = `u.employee_id IS NOT NULL AND u.corp_id = ${CURRENT_CORP_SQL}`;

export default `
ALTER TABLE users ADD COLUMN invited_at timestamptz, ADD COLUMN last_sign_in_at timestamptz;
ALTER TABLE password_reset_codes ADD COLUMN kind text NOT NULL DEFAULT 'reset'
  CHECK (kind IN ('reset', 'invitation'));

CREATE FUNCTION add_employee_invitation(p_user_id bigint, p_code_hash text, p_valid_days integer)
RETURNS bigint
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  INSERT INTO password_reset_codes (user_id, code_hash, expires_at, kind)
  SELECT u.id, p_code_hash, now() + make_interval(days => p_valid_days), 'invitation'
    FROM users u
   WHERE u.id = p_user_id AND u.active AND u.password_hash IS NULL AND ${EMPLOYEE_ACCOUNT}
  RETURNING id
$fn$;

CREATE FUNCTION settle_employee_invitation(p_user_id bigint, p_code_id bigint, p_sent boolean)
RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  DELETE FROM password_reset_codes c
   USING users u
   WHERE c.user_id = u.id AND u.id = p_user_id AND ${EMPLOYEE_ACCOUNT}
     AND c.used_at IS NULL
     AND CASE WHEN p_sent THEN c.id < p_code_id ELSE c.id = p_code_id END
$fn$;

CREATE FUNCTION recent_employee_invitation(p_user_id bigint, p_since timestamptz)
RETURNS timestamptz
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $fn$
  SELECT max(c.created_at)
    FROM password_reset_codes c
    JOIN users u ON u.id = c.user_id
   WHERE u.id = p_user_id AND ${EMPLOYEE_ACCOUNT}
     AND c.kind = 'invitation' AND c.used_at IS NULL AND c.expires_at > now()
     AND c.created_at >= p_since
$fn$;

REVOKE ALL ON FUNCTION add_employee_invitation(bigint, text, integer) FROM PUBLIC;
REVOKE ALL ON FUNCTION settle_employee_invitation(bigint, bigint, boolean) FROM PUBLIC;
REVOKE ALL ON FUNCTION recent_employee_invitation(bigint, timestamptz) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION add_employee_invitation(bigint, text, integer) TO ${APP_ROLE};
GRANT EXECUTE ON FUNCTION settle_employee_invitation(bigint, bigint, boolean) TO ${APP_ROLE};
GRANT EXECUTE ON FUNCTION recent_employee_invitation(bigint, timestamptz) TO ${APP_ROLE};

INSERT INTO admin_settings (corp_id, category, feature, description, value)
SELECT id, 'EMPLOYEE', 'inviteOnSave',
       'What saving an employee who may now sign in does: e-mail an invitation to set a password (send), ask first (offer), or nothing (off)',
       'send'
  FROM corporations
ON CONFLICT DO NOTHING;
`;
