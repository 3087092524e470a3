/**
 * When a user last set a password (a change or a reset with a code), so that a token ended by that
 * change is answered "your password was changed" rather than only "ended"
 * (docs/roles-and-tenancy.md#sign-in). The token version still does the ending.
 */
export default `
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
`;
