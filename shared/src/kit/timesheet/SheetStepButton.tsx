import { leaveThen } from '../leave/leaveGuard';

type Props = { step: -1 | 1; disabled: boolean; onClick: () => void };

const LABELS = { [-1]: 'Previous timesheet', 1: 'Next timesheet' } as const;

/**
 * The items screen's << and >> (docs/screens.md#the-items-screen): to the previous or next
 * timesheet of the walk, once unsaved hours on screen are saved or given up.
 */
export function SheetStepButton({ step, disabled, onClick }: Props) {
  return (
    <button
      type="button"
      className="sl-button"
      aria-label={LABELS[step]}
      title={LABELS[step]}
      disabled={disabled}
      onClick={() => leaveThen(onClick)}
    >
      {step < 0 ? '<<' : '>>'}
    </button>
  );
}
