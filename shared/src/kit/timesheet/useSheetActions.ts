import { useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { useNotice, type Notice } from '../feedback/useNotice';
import { checkSave, checkSubmit, toItemInput, type ItemRow } from './itemRows';
import type { TimesheetSheetApi } from './sheetApi';
import { errorMessage, SHEET_MESSAGE_MS, SHEET_TEXTS } from './texts';

type Options = {
  api: TimesheetSheetApi;
  timesheetId: number;
  rows: readonly ItemRow[];
  /** Attachments on the sheet; null when the list could not be read. */
  attachmentCount: number | null;
  onSaved?: () => void;
  /** With the submit call's answer. */
  onSubmitted?: (answer: unknown) => void;
};

export type SheetActions = {
  busy: boolean;
  /** The last outcome: a success for SHEET_MESSAGE_MS, a failure until the next action. */
  message: Notice | null;
  clearMessage: () => void;
  /** True when the items were saved; false when a check or the server refused them. */
  save: () => Promise<boolean>;
  /** True when the sheet was submitted. */
  submit: () => Promise<boolean>;
};

/**
 * A 400 carries the rule the server refused (its own words); other failures get the product's
 * frame.
 */
function failureText(action: 'save' | 'submit', error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.message) return error.message;
  const message = errorMessage(error);
  return action === 'save' ? SHEET_TEXTS.saveError(message) : SHEET_TEXTS.submitError(message);
}

/**
 * Save and Submit: the rules of docs/workflows.md#submit-rules first (nothing is sent when one
 * fails), then the call.
 */
export function useSheetActions(options: Options): SheetActions {
  const { api, timesheetId, rows, attachmentCount, onSaved, onSubmitted } = options;
  const [busy, setBusy] = useState(false);
  const { notice: message, show, clear: clearMessage } = useNotice();

  const send = async (action: 'save' | 'submit'): Promise<boolean> => {
    const problem = action === 'save' ? checkSave(rows) : checkSubmit(rows, attachmentCount);
    if (problem) {
      show('error', problem);
      return false;
    }
    setBusy(true);
    try {
      const call = action === 'save' ? api.save : api.submit;
      const answer = await call(timesheetId, rows.map(toItemInput));
      show(
        'success',
        action === 'save' ? SHEET_TEXTS.saved : SHEET_TEXTS.submitted,
        SHEET_MESSAGE_MS,
      );
      if (action === 'save') onSaved?.();
      else onSubmitted?.(answer);
      return true;
    } catch (error) {
      show('error', failureText(action, error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, message, clearMessage, save: () => send('save'), submit: () => send('submit') };
}
