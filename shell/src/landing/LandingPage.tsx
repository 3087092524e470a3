import { useSession } from '@staffledger/shared/core';
import { TimesheetCountLinks } from './TimesheetCountLinks';

/**
 * The first screen after sign-in: a welcome with the names from the access token, and for staff
 * the timesheets that wait for them.
 */
export function LandingPage() {
  const claims = useSession((s) => s.claims);
  const name =
    [claims?.givenName, claims?.familyName].filter(Boolean).join(' ') || claims?.username || '';
  return (
    <section aria-labelledby="landing-title">
      <h1 id="landing-title" className="sl-page-title">
        Welcome, {name}
      </h1>
      <p className="sl-text-success">You are signed in successfully.</p>
      <TimesheetCountLinks />
    </section>
  );
}
