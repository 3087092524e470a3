/** The password rule: at least 8 characters with an uppercase letter, a lowercase one and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 chars, include uppercase, lowercase, and a number.';

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /\d/.test(password)
  );
}

export type PasswordChange = { current: string; next: string; confirm: string };

/** The first validation message of a password change, or null when the change may be sent. */
export function validatePasswordChange({ current, next, confirm }: PasswordChange): string | null {
  if (!current || !next || !confirm) return 'All fields are required.';
  if (next !== confirm) return 'New password and confirmation do not match.';
  if (!isStrongPassword(next)) return PASSWORD_RULE_MESSAGE;
  return null;
}
