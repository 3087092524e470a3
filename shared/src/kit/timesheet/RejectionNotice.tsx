import type { SheetSummary } from '@staffledger/contracts/schemas';
import { Banner } from '../feedback/Banner';
import { SHEET_TEXTS } from './texts';
import './timesheet.css';

type Props = { timesheet: Pick<SheetSummary, 'status' | 'rejectionReason'> };

/**
 * Why a Rejected sheet came back, and what to do about it. Only while the sheet is Rejected: the
 * reason stays on the sheet after it is submitted again (docs/workflows.md#rejecting-with-a-reason),
 * and by then it is no longer the user's to act on.
 */
export function RejectionNotice({ timesheet }: Props) {
  if ((timesheet.status ?? '').toUpperCase() !== 'REJECTED') return null;
  const reason = timesheet.rejectionReason?.trim();
  return (
    <Banner kind="warning">
      <span className="sl-rejection__reason">
        {reason ? (
          <>
            <strong>{SHEET_TEXTS.rejectedBecause}</strong> {reason}
          </>
        ) : (
          <strong>{SHEET_TEXTS.rejected}</strong>
        )}
      </span>{' '}
      <span className="sl-rejection__fix">{SHEET_TEXTS.resubmit}</span>
    </Banner>
  );
}
