import { ReloadPageButton } from '../mf/ReloadPageButton';

/**
 * Offers the page a newer shell brings, without taking it: reloading is the user's choice, after
 * saving what they typed (the leave guard still asks about a form with unsaved input).
 */
export function NewVersionNotice() {
  return (
    <div className="sl-banner sl-banner--warning" role="status">
      <p>
        A new version of StaffLedger is available. Save your work, then reload the page to use it.
      </p>
      <ReloadPageButton />
    </div>
  );
}
