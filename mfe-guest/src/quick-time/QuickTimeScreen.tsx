import { useMemo } from 'react';
import { Alert, Banner, LoadFailure } from '@staffledger/shared';
import {
  SHEET_MESSAGE_MS,
  SHEET_TEXTS,
  SheetStepButton,
  TimesheetSheetEditor,
  WeekList,
} from '@staffledger/shared/sheet';
import { createGuestApi } from './guest.api';
import { GuestFrame } from './GuestFrame';
import { rememberSubmitted } from './submitted';
import { GUEST_TEXTS } from './texts';
import { useGuestSheets } from './useGuestSheets';

type Props = {
  guestCode: string | null;
  /** The API's origin when it is not the page's (the standalone app's config). */
  apiBaseUrl?: string;
  /** After a successful submit the page reloads (docs/guests.md#the-screen). */
  reload?: () => void;
};

const reloadPage = () => window.location.reload();

/**
 * Quick-time (docs/guests.md#the-screen): the timesheets a guest code opens, one at a time, in the
 * shared items editor over the guest calls, so the items screen's rules and texts apply as they are;
 * above it the list of them, to open any.
 */
export function QuickTimeScreen({ guestCode, apiBaseUrl = '', reload = reloadPage }: Props) {
  const code = guestCode?.trim() ?? '';
  const api = useMemo(() => (code ? createGuestApi(code, apiBaseUrl) : null), [code, apiBaseUrl]);
  const walk = useGuestSheets(api);
  const { current } = walk;
  return (
    <GuestFrame>
      {!api && <Alert>{GUEST_TEXTS.codeRequired}</Alert>}
      {walk.status === 'loading' && (
        <p className="sl-list-message" role="status">
          Loading...
        </p>
      )}
      {walk.error && (
        <LoadFailure error={walk.failure} onRetry={walk.retry}>
          {walk.error}
        </LoadFailure>
      )}
      {walk.submittedNotice && (
        <Banner kind="success" timeout={SHEET_MESSAGE_MS} onClose={walk.dismissNotice}>
          {SHEET_TEXTS.submitted}
        </Banner>
      )}
      {api && walk.sheets.length > 0 && (
        <WeekList
          title={GUEST_TEXTS.weeksTitle}
          weeks={walk.sheets}
          shownId={current?.id ?? null}
          today={walk.today}
          onChoose={walk.goTo}
        />
      )}
      {api && current && (
        <TimesheetSheetEditor
          key={current.id}
          api={api.sheets}
          timesheet={current}
          before={
            <SheetStepButton step={-1} disabled={!walk.hasPrevious} onClick={() => walk.go(-1)} />
          }
          after={<SheetStepButton step={1} disabled={!walk.hasNext} onClick={() => walk.go(1)} />}
          onSubmitted={(answer) => {
            rememberSubmitted(answer, current);
            reload();
          }}
        />
      )}
    </GuestFrame>
  );
}
