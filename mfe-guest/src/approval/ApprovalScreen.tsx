import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, LoadFailure, NoticeBanner, type ApprovalPage } from '@staffledger/shared';
import { GuestFrame } from '../quick-time/GuestFrame';
import { createApprovalApi } from './approval.api';
import { APPROVAL_TEXTS, APPROVAL_TOKEN_PATTERN, PAGE_TEXTS } from './approval.texts';
import { ApprovalWeeks } from './ApprovalWeeks';
import { ApprovalWeekView } from './ApprovalWeekView';
import { useApprovalPage } from './useApprovalPage';
import { useDecisions } from './useDecisions';
import type { ApprovalApi } from './approval.api';

type Props = {
  /** The link's token, from the page's `?link=`. */
  token: string | null;
  /** The API's origin when it is not the page's (the standalone app's config). */
  apiBaseUrl?: string;
};

/**
 * The client's approval page (docs/client-approval.md): no sign-in, the e-mailed link's token is
 * the credential. Lists the weeks of the link's vendor waiting for the client; each opens
 * read-only with Approve and Reject; Approve all approves every week shown.
 */
export function ApprovalScreen({ token, apiBaseUrl = '' }: Props) {
  const link = token?.trim() ?? '';
  // a token of the wrong shape opens nothing: no call is spent on it
  const valid = APPROVAL_TOKEN_PATTERN.test(link);
  const api = useMemo(
    () => (valid ? createApprovalApi(link, apiBaseUrl) : null),
    [valid, link, apiBaseUrl],
  );
  return (
    <GuestFrame title={APPROVAL_TEXTS.heading}>
      {api ? <ApprovalPageView api={api} /> : <Alert>{APPROVAL_TEXTS.invalidLink}</Alert>}
    </GuestFrame>
  );
}

function ApprovalPageView({ api }: { api: ApprovalApi }) {
  const state = useApprovalPage(api);
  const decisions = useDecisions(api, state);
  const [openId, setOpenId] = useState<number | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [listShown, setListShown] = useState(0);
  const { page } = state;
  const open = page?.weeks.find((w) => w.id === openId) ?? null;
  const showList = useCallback(() => {
    setOpenId(null);
    setListShown((n) => n + 1);
  }, []);
  // back from a week, the focus is on the list's heading
  useEffect(() => {
    if (listShown > 0) listHeading.current?.focus();
  }, [listShown]);
  // a week decided, or no longer waiting, leaves the page: back to the list
  const gone = openId !== null && page !== null && open === null;
  useEffect(() => {
    if (gone) showList();
  }, [gone, showList]);

  if (state.status === 'error') {
    return (
      <LoadFailure error={state.failure} onRetry={state.reload}>
        {state.error}
      </LoadFailure>
    );
  }
  if (!page) {
    return (
      <p className="sl-list-message" role="status">
        {PAGE_TEXTS.loading}
      </p>
    );
  }
  const notice = <NoticeBanner notice={decisions.notice.notice} onClose={decisions.notice.clear} />;
  return (
    <>
      <Intro page={page} />
      {open ? (
        <ApprovalWeekView
          week={open}
          vendorName={page.vendorName}
          api={api.sheets}
          busy={decisions.busy}
          notice={notice}
          onBack={showList}
          onApprove={() => void decisions.approve(open)}
          onReject={() => void decisions.reject(open)}
        />
      ) : (
        <>
          {notice}
          <ApprovalWeeks
            weeks={page.weeks}
            busy={decisions.busy}
            headingRef={listHeading}
            onOpen={(week) => setOpenId(week.id)}
            onApproveAll={() => void decisions.approveAll(page.weeks)}
          />
        </>
      )}
      {decisions.dialogs}
    </>
  );
}

function Intro({ page }: { page: ApprovalPage }) {
  return (
    <p className="sl-approval__intro">
      {PAGE_TEXTS.intro(page)} {PAGE_TEXTS.expires(page)}
    </p>
  );
}
