type Props = {
  page: number;
  pageSize: number;
  total: number | null;
  rowCount: number;
  onPage: (page: number) => void;
};

/** Previous / Next and "Page X of Y" (Y from the server's total; "Page X" when it is unknown). */
export function Pagination({ page, pageSize, total, rowCount, onPage }: Props) {
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const hasNext = pages === null ? rowCount >= pageSize : page < pages;
  return (
    <nav className="sl-pagination" aria-label="Pagination">
      <button
        type="button"
        className="sl-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="sl-pagination__status" aria-live="polite">
        {pages === null ? `Page ${page}` : `Page ${page} of ${pages}`}
        {total !== null && <span className="sl-pagination__total"> ({total} total)</span>}
      </span>
      <button
        type="button"
        className="sl-button"
        disabled={!hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
