// The standalone guest app: the quick-time screen on a page of its own, without the shell or Module
// Federation (one small bundle). The API's address comes from guest-config.json beside the page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Alert } from '@staffledger/shared';
import { GuestFrame } from '../quick-time/GuestFrame';
import { QuickTimeScreen } from '../quick-time/QuickTimeScreen';
import { GUEST_TEXTS } from '../quick-time/texts';
import { loadGuestConfig } from './config';
import { approvalPageFor } from './pages';

// an approval link (`?link=`) opens the client's approval page, a bundle of its own beside this one
const approvalPage = approvalPageFor(window.location.href);
if (approvalPage) window.location.replace(approvalPage);
else showQuickTime();

function showQuickTime() {
  const root = createRoot(document.getElementById('root')!);
  const guestCode = new URLSearchParams(window.location.search).get('guestCode');
  loadGuestConfig().then(
    (config) =>
      root.render(
        <StrictMode>
          <QuickTimeScreen guestCode={guestCode} apiBaseUrl={config.apiUrl} />
        </StrictMode>,
      ),
    (error: unknown) =>
      root.render(
        <GuestFrame>
          <Alert>
            {GUEST_TEXTS.verifyFailed(error instanceof Error ? error.message : String(error))}
          </Alert>
        </GuestFrame>,
      ),
  );
}
