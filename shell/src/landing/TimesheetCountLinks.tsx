import { useRef } from 'react';
import { causeOf, LoadFailure, type TimesheetCounts } from '@staffledger/shared/core';
import type { CorpRead } from './useCorpRead';
import { Link } from '@staffledger/shared/router';
import { TIMESHEETS_PATH } from './useTimesheetCounts';

// the remote's view of the missing sheets, and the Timesheets list filtered by its own Status and
// Awaiting client filters, as the list writes them in its URL
const MISSING_LINK = `${TIMESHEETS_PATH}/missing`;
const AWAITING_LINK = `${TIMESHEETS_PATH}?status=SUBMITTED`;
const CLIENT_LINK = `${TIMESHEETS_PATH}?awaitingClient=true`;

/** Awaiting client is for a corporation with client approval, or one whose weeks still wait. */
const showsClientCount = (c: TimesheetCounts) => c.clientApproval !== 'off' || c.awaitingClient > 0;

/**
 * What waits for staff on the landing page: how many timesheets are missing, how many wait for
 * approval and how many of those for the client's approver, each a link to the list of them.
 * Nothing for an employee, nor for a super user who has not selected a corporation; a discreet
 * line when the counts cannot be read, with why and Retry when trying again can help.
 */
export function TimesheetCountLinks({ state }: { state: CorpRead<TimesheetCounts> }) {
  // a failure stays until Retry's answer, so the section (where the focus waits) stays too
  const sectionRef = useRef<HTMLElement>(null);
  if (state.status === 'off' || state.status === 'loading') return null;
  return (
    <section
      className="shell-counts"
      aria-labelledby="landing-counts-title"
      ref={sectionRef}
      tabIndex={-1}
    >
      <h2 id="landing-counts-title" className="shell-counts__title">
        Timesheets
      </h2>
      {state.status === 'error' ? (
        <LoadFailure
          role="status"
          className="shell-counts__unavailable"
          error={state.error}
          cause={causeOf(state.error)}
          onRetry={state.retry}
          focusOnRetry={sectionRef}
        >
          Counts unavailable
        </LoadFailure>
      ) : (
        <ul className="shell-counts__list">
          <li>
            <Link className="shell-counts__link" to={MISSING_LINK}>
              Missing timesheets: {state.value.missing}
            </Link>
          </li>
          <li>
            <Link className="shell-counts__link" to={AWAITING_LINK}>
              Awaiting approval: {state.value.awaitingApproval}
            </Link>
          </li>
          {showsClientCount(state.value) && (
            <li>
              <Link className="shell-counts__link" to={CLIENT_LINK}>
                Awaiting client: {state.value.awaitingClient}
              </Link>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
