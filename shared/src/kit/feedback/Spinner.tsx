export type SpinnerProps = {
  /** A full-screen overlay (the shell's "API calls in flight" spinner). */
  fullScreen?: boolean;
  /** Accessible name. */
  label?: string;
};

export function Spinner({ fullScreen = false, label = 'Loading' }: SpinnerProps) {
  const spinner = (
    <span className="sl-spinner" role="status" aria-label={label}>
      <span className="sl-spinner__wheel" aria-hidden="true" />
    </span>
  );
  if (!fullScreen) return spinner;
  return (
    <div className="sl-spinner-overlay" aria-busy="true">
      {spinner}
    </div>
  );
}
