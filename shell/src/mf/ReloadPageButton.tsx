/** Reloads the page: what a tab running an earlier version of the page needs to take the newer. */
export function ReloadPageButton() {
  return (
    <button
      type="button"
      className="sl-button sl-button--primary"
      onClick={() => window.location.reload()}
    >
      Reload
    </button>
  );
}
