import { createContext, type ComponentType, type ReactNode } from 'react';

export type RemoteModule = { default: ComponentType };

/** The route's label and its Retry, for the error shown in place of the remote's screen. */
export const RemoteRouteContext = createContext<{ label: string; retry: () => void }>({
  label: '',
  retry: () => undefined,
});

/** The screen's own heading stays above the error, so that the page still says where the user is. */
export function RemoteFailure({
  label,
  text,
  action,
}: {
  label: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <section aria-label={label}>
      <h1 className="sl-page-title">{label}</h1>
      <div className="sl-banner sl-banner--error shell-remote-down" role="alert">
        <p>{text}</p>
        {action}
      </div>
    </section>
  );
}

/** What the route says when not even the words for the failure could be fetched. */
export function RemoteUnreachable({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <RemoteFailure
      label={label}
      text={`This part of StaffLedger (${label}) could not be loaded: the server could not be reached. Check your connection and try again.`}
      action={
        <button type="button" className="sl-button sl-button--primary" onClick={onRetry}>
          Retry
        </button>
      }
    />
  );
}
