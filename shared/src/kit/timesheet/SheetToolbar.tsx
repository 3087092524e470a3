import type { ReactNode } from 'react';

type Props = {
  onSave: () => void;
  onSubmit: () => void;
  disabled: boolean;
  /** Placed before Save (the screen's << button). */
  before?: ReactNode;
  /** Placed after Submit (the screen's >> button). */
  after?: ReactNode;
};

/** << Save Submit >>: the screen supplies the navigation, the editor the two actions. */
export function SheetToolbar({ onSave, onSubmit, disabled, before, after }: Props) {
  return (
    <div className="sl-toolbar sl-sheet__toolbar">
      {before}
      <button type="button" className="sl-button" onClick={onSave} disabled={disabled}>
        Save
      </button>
      <button
        type="button"
        className="sl-button sl-button--primary"
        onClick={onSubmit}
        disabled={disabled}
      >
        Submit
      </button>
      {after}
    </div>
  );
}
