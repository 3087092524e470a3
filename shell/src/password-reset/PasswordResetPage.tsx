import { Link, useLocation, useSearchParams } from '@staffledger/shared/router';
import { PublicPage } from '../layout/PublicPage';
import { ForgotForm } from './ForgotForm';
import { ResetForm } from './ResetForm';
import { useLinkCode } from './resetLink';

export { CODE_SENT, SEND_FAILED } from './ForgotForm';
export { RESET_DONE, RESET_FAILED } from './ResetForm';

export const INVITED_INTRO =
  'Welcome to StaffLedger. Choose a password; then sign in with your user name and it.';

/**
 * /on/password-reset?mode=forgot (ask for a code) or ?mode=reset (set a new password). An e-mailed
 * link adds `#user=…&code=…`, and an invitation's `&invited=1`: "Set your password".
 */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const mode = params.get('mode') === 'reset' ? 'reset' : 'forgot';
  const location = useLocation();
  const link = useLinkCode();
  const invited = mode === 'reset' && !!link && params.get('invited') === '1';
  const stateUser = (location.state as { username?: string } | null)?.username ?? '';
  const title = invited
    ? 'Set your password'
    : mode === 'forgot'
      ? 'Forgot Password'
      : 'Reset Password';
  return (
    <PublicPage title={title}>
      {invited && <p>{INVITED_INTRO}</p>}
      {mode === 'forgot' ? (
        <ForgotForm key="forgot" />
      ) : (
        <ResetForm
          key="reset"
          initialUser={link?.user || stateUser}
          linkCode={link?.code ?? null}
          invited={invited}
        />
      )}
      <p className="shell-public-links">
        <Link to="/on/login">Back to Login</Link>
      </p>
    </PublicPage>
  );
}
