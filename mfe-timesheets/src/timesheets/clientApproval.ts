import {
  SETTING_DECLARATIONS,
  SHEET_REASON_LIMIT,
  sheetDetails,
  type AdminSetting,
  type ClientApproval,
  type PromptRequest,
  type ReasonSheet,
  type Timesheet,
} from '@staffledger/shared';

/** The corporation's TIMESHEET clientApproval, `off` when it is not set or not one of its values. */
export function clientApprovalOf(rows: readonly AdminSetting[]): ClientApproval {
  const value = rows
    .find((r) => r.category.toUpperCase() === 'TIMESHEET' && r.feature === 'clientApproval')
    ?.value.trim()
    .toLowerCase();
  return (
    SETTING_DECLARATIONS.TIMESHEET.clientApproval.type.values.find((v) => v === value) ?? 'off'
  );
}

/**
 * Whether staff's Accept of `sheet` must say why it goes ahead without the client: under
 * `required`, while the sheet waits for its vendor's approver (docs/client-approval.md).
 */
export function asksClientReason(
  setting: ClientApproval | null,
  sheet: Pick<Timesheet, 'status' | 'awaitingClient'>,
): boolean {
  return setting === 'required' && sheet.awaitingClient === true && sheet.status === 'SUBMITTED';
}

const hint = `Shown in the timesheet's History. At most ${SHEET_REASON_LIMIT.toLocaleString('en-US')} characters.`;

/** The Accept dialog of a week waiting for the client: the reason to accept it without them. */
export function clientAcceptPrompt(sheet: ReasonSheet): PromptRequest {
  return {
    title: 'Accept without the client',
    details: sheetDetails(sheet),
    label: 'Reason to accept without the client',
    hint: `This week is waiting for the client's approval, e.g. approved by phone, client unreachable. ${hint}`,
    maxLength: SHEET_REASON_LIMIT,
    emptyMessage: 'Enter a reason',
    confirmLabel: 'Accept',
  };
}

/** The same for the selected weeks that wait for the client: one reason for them all. */
export function bulkClientAcceptPrompt(count: number): PromptRequest {
  const weeks = `${count} timesheet${count === 1 ? '' : 's'}`;
  return {
    ...clientAcceptPrompt({ employeeName: '', periodStartDate: '', periodEndDate: '' }),
    title: `Accept ${weeks} without the client`,
    details: [['Waiting for the client', weeks]],
    hint: `These weeks are waiting for the client's approval. ${hint}`,
  };
}
