import { useSearchParams } from '@staffledger/shared/router';
import { QuickTimeScreen } from './quick-time/QuickTimeScreen';

/**
 * Exposed as `mfe_guest/QuickTime`, mounted by the shell at /on/quick-time?guestCode=… as a public
 * route: the API is the page's own origin, and nothing of the staff session is used.
 */
export default function QuickTimeRoute() {
  const [params] = useSearchParams();
  return <QuickTimeScreen guestCode={params.get('guestCode')} />;
}
