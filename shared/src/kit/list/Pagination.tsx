type Props = {
  page: number;
  pageSize: number;
  total: number | null;
  /** `total` is a lower bound ("10,000+"). */
  capped?: boolean;
  rowCount: number;
  onPage: (page: number) => void;
  /** The navigation's name, where a screen pages more than one list ('Pagination'). */
  label?: string;
};

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Previous / Next and "Page X of Y" (Y from the server's total; "Page X" when it is unknown). A
 * capped total reads "Page X of 200+ (10,000+ total)", and Next stays on while pages are full.
 */
export function Pagination({
  page,
  pageSize,
  total,
  capped = false,
  rowCount,
  onPage,
  label = 'Pagination',
}: Props) {
  const pages = total === null ? null : Math.max(1, Math.ceil(total / pageSize));
  const more = capped ? '+' : '';
  const hasNext = pages === null || (capped && page >= pages) ? rowCount >= pageSize : page < pages;
  return (
    <nav className="sl-pagination" aria-label={label}>
      <button
        type="button"
        className="sl-button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="sl-pagination__status" aria-live="polite">
        {pages === null || (capped && page > pages)
          ? `Page ${page}`
          : `Page ${page} of ${count(pages)}${more}`}
        {total !== null && (
          <span className="sl-pagination__total">
            {' '}
            ({count(total)}
            {more} total)
          </span>
        )}
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
