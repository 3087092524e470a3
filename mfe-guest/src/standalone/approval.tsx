// The standalone app's client approval page (approval.html): the approval screen on a page of its
// own, reached from index.html with the link's `?link=`. The API's address comes from
// guest-config.json beside the page, as for the guest's page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Alert } from '@staffledger/shared';
import { APPROVAL_TEXTS } from '../approval/approval.texts';
import { ApprovalScreen } from '../approval/ApprovalScreen';
import { LINK_LOAD_FAILED } from '../approval/loadFailed';
import { GuestFrame } from '../quick-time/GuestFrame';
import { loadGuestConfig } from './config';
import { LINK_PARAM } from './pages';

const root = createRoot(document.getElementById('root')!);
const token = new URLSearchParams(window.location.search).get(LINK_PARAM);

loadGuestConfig().then(
  (config) =>
    root.render(
      <StrictMode>
        <ApprovalScreen token={token} apiBaseUrl={config.apiUrl} />
      </StrictMode>,
    ),
  (error: unknown) =>
    root.render(
      <GuestFrame title={APPROVAL_TEXTS.heading}>
        <Alert>{`${LINK_LOAD_FAILED}: ${error instanceof Error ? error.message : String(error)}`}</Alert>
      </GuestFrame>,
    ),
);
