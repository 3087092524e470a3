import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** What to ask before an action that cannot be undone ('Cancel' unless `cancelLabel` says). */
export type ConfirmRequest = { question: string; confirmLabel: string; cancelLabel?: string };

type Asking = ConfirmRequest & { answer: (yes: boolean) => void };

export type Confirm = {
  /** Shows the dialog; resolves true when the user goes ahead, false when they cancel. */
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  /** The dialog while it asks, else nothing: render it anywhere in the component. */
  dialog: ReactNode;
};

/** The kit's confirm dialog as a promise, in place of the browser's blocking window.confirm. */
export function useConfirm(): Confirm {
  const [asking, setAsking] = useState<Asking | null>(null);
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setAsking({
          ...request,
          answer: (yes) => {
            setAsking(null);
            resolve(yes);
          },
        });
      }),
    [],
  );
  const dialog = asking && (
    <ConfirmDialog
      question={asking.question}
      confirmLabel={asking.confirmLabel}
      cancelLabel={asking.cancelLabel}
      onConfirm={() => asking.answer(true)}
      onCancel={() => asking.answer(false)}
    />
  );
  return { confirm, dialog };
}
