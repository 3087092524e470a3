import { LINK_PARAM } from './standalone/pages';
import { useSearchParams } from '@staffledger/shared/router';
import { ApprovalScreen } from './approval/ApprovalScreen';

/**
 * Exposed as `mfe_guest/Approval`, mounted by the shell at /on/approval?link=… as a public route:
 * the API is the page's own origin, and nothing of the staff session is used.
 */
export default function ApprovalRoute() {
  const [params] = useSearchParams();
  return <ApprovalScreen token={params.get(LINK_PARAM)} />;
}
