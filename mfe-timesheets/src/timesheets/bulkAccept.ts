import { type BulkStatusAnswer, type Prompt } from '@staffledger/shared';
import { bulkClientAcceptPrompt } from './clientApproval';
import { setTimesheetStatuses } from './timesheets.api';

/**
 * Accept of the selected sheets. The ones waiting for the client, where the corporation requires
 * a reason to accept them without the client, come back refused for it: the user is asked that
 * reason once, and they are accepted with it (docs/client-approval.md). One answer for both calls;
 * cancelling leaves those refused, with why.
 */
export async function acceptAskingClientReason(
  ids: readonly number[],
  ask: Prompt['ask'],
): Promise<BulkStatusAnswer> {
  const first = await setTimesheetStatuses(ids, 'APPROVED');
  const waiting = first.refused
    .filter((r) => r.error === 'client_reason_required')
    .map((r) => r.id);
  if (waiting.length === 0) return first;
  const reason = await ask(bulkClientAcceptPrompt(waiting.length));
  if (reason === null) return first;
  const second = await setTimesheetStatuses(waiting, 'APPROVED', reason);
  return {
    moved: [...first.moved, ...second.moved],
    refused: [...first.refused.filter((r) => !waiting.includes(r.id)), ...second.refused],
  };
}
