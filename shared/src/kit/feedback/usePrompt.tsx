import { useCallback, useState, type ReactNode } from 'react';
import { PromptDialog, type PromptRequest } from './PromptDialog';

type Asking = PromptRequest & { answer: (text: string | null) => void };

export type Prompt = {
  /** Shows the dialog; resolves the text typed (trimmed, never empty), or null on cancel. */
  ask: (request: PromptRequest) => Promise<string | null>;
  /** The dialog while it asks, else nothing: render it anywhere in the component. */
  dialog: ReactNode;
};

/** The kit's prompt dialog as a promise, in place of the browser's window.prompt. */
export function usePrompt(): Prompt {
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = useCallback(
    (request: PromptRequest) =>
      new Promise<string | null>((resolve) => {
        setAsking({
          ...request,
          answer: (text) => {
            setAsking(null);
            resolve(text);
          },
        });
      }),
    [],
  );
  if (!asking) return { ask, dialog: null };
  const { answer, ...request } = asking;
  return {
    ask,
    dialog: <PromptDialog {...request} onConfirm={answer} onCancel={() => answer(null)} />,
  };
}
