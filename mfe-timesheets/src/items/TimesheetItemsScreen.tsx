import { hasRole, LoadFailure, useSession } from '@staffledger/shared';
import {
  SHEET_TEXTS,
  SheetStepButton,
  TimesheetSheetEditor,
  WeekList,
} from '@staffledger/shared/sheet';
import { invoiceLink } from '../timesheets/timesheets.history';
import { staffSheetApi } from './timesheetItems.api';
import { TimesheetReview } from './TimesheetReview';
import { useTimesheetWalk } from './useTimesheetWalk';

/** The title of an employee's list of their own sheets (docs/screens.md#the-items-screen). */
export const MY_TIMESHEETS = 'My timesheets';

/**
 * Timesheet Items: one timesheet at a time, with << and >> through the user's sheets; an employee
 * also gets the list of their own to open any of them.
 */
export function TimesheetItemsScreen() {
  const walk = useTimesheetWalk();
  // staff review the sheet here; an employee reads the invoice number of their sheet's history
  // but cannot open invoices
  const isStaff = useSession((s) => hasRole(s.claims, 'super', 'employer'));
  const { current } = walk;
  const previous = (
    <SheetStepButton step={-1} disabled={!walk.hasPrevious} onClick={() => walk.go(-1)} />
  );
  const next = <SheetStepButton step={1} disabled={!walk.hasNext} onClick={() => walk.go(1)} />;
  return (
    <div className="sl-items-page">
      <h1 className="sl-page-title">Timesheet Items</h1>
      {walk.status === 'loading' && (
        <p className="sl-list-message" role="status">
          Loading...
        </p>
      )}
      {walk.status === 'error' && (
        <LoadFailure error={walk.failure} onRetry={walk.retry}>
          {SHEET_TEXTS.loadError(walk.error ?? '')}
        </LoadFailure>
      )}
      {walk.own && walk.sheets.length > 0 && (
        <WeekList
          title={MY_TIMESHEETS}
          weeks={walk.sheets}
          shownId={current?.id ?? null}
          today={walk.today}
          onChoose={walk.goTo}
        />
      )}
      {walk.status === 'ready' && !current && (
        <p className="sl-list-message">{SHEET_TEXTS.empty}</p>
      )}
      {current && isStaff && (
        <TimesheetReview
          // its own key: the editor below is keyed by the sheet's id too
          key={`review-${current.id}`}
          sheet={current}
          onMoved={walk.replaceCurrent}
          onOpen={walk.open}
        />
      )}
      {current && (
        <TimesheetSheetEditor
          key={current.id}
          api={staffSheetApi}
          timesheet={current}
          before={previous}
          after={next}
          onSubmitted={walk.refreshCurrent}
          invoiceLink={isStaff ? invoiceLink : undefined}
        />
      )}
    </div>
  );
}
