import { lazy, Suspense, useState } from 'react';
import { useSession } from '@staffledger/shared/core';
import { TimesheetCountLinks } from './TimesheetCountLinks';
import { useCorpRead, useScreenOpen } from './useCorpRead';
import { useTimesheetCounts } from './useTimesheetCounts';

// The money at a glance (docs/screens.md#the-money-at-a-glance) and its chart library (15 KB)
// load once the counts have first answered: a page whose API does not answer does not fetch them,
// nor does a user without counts (an employee), nor the sign-in page. Once shown they stay: a
// later counts refresh that fails is the counts' own line, each chart reads and fails on its own.
const MoneyAtAGlance = lazy(() =>
  import('./glance/MoneyAtAGlance').then((m) => ({
    default: m.moneyAtAGlance(useCorpRead, useScreenOpen),
  })),
);

/**
 * The first screen after sign-in: a welcome with the names from the access token, and for staff
 * the timesheets that wait for them and the money at a glance.
 */
export function LandingPage() {
  const claims = useSession((s) => s.claims);
  const name =
    [claims?.givenName, claims?.familyName].filter(Boolean).join(' ') || claims?.username || '';
  const counts = useTimesheetCounts();
  const [countsAnswered, setCountsAnswered] = useState(false);
  if (counts.status === 'ready' && !countsAnswered) setCountsAnswered(true);
  return (
    <section aria-labelledby="landing-title">
      <h1 id="landing-title" className="sl-page-title">
        Welcome, {name}
      </h1>
      <p className="sl-text-success">You are signed in successfully.</p>
      <TimesheetCountLinks state={counts} />
      {countsAnswered && counts.status !== 'off' && (
        <Suspense>
          <MoneyAtAGlance />
        </Suspense>
      )}
    </section>
  );
}
