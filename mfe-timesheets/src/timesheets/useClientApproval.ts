import type { ClientApproval } from '@staffledger/shared';
import { clientApprovalOf } from './clientApproval';
import { useTimesheetSettings } from './useTimesheetSettings';

/**
 * The corporation's clientApproval setting; null until it arrives, and for good when it cannot be
 * read (an Accept the server then refuses says why).
 */
export function useClientApproval(): ClientApproval | null {
  return useTimesheetSettings(clientApprovalOf);
}
