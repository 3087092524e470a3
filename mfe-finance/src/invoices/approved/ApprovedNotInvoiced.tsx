import { useCallback, useId, useMemo, useState } from 'react';
import {
  FilterBar,
  ListFailure,
  NoticeBanner,
  Pagination,
  useListData,
  useListParams,
  useNotice,
  useReloadToken,
  type BillableVendor,
  type FilterDef,
} from '@staffledger/shared';
import { Link } from '@staffledger/shared/router';
import { APPROVED_TEXTS, APPROVED_TITLE } from './approved.texts';
import { BILLABLE_VENDORS_PATH, fetchStillWaiting } from './billable.api';
import type { SelectCell } from './billable.columns';
import { SelectionBar } from './SelectionBar';
import { useCreateInvoice } from './useCreateInvoice';
import { useSelectAll } from './useSelectAll';
import { useSheetSelection } from './useSheetSelection';
import { VendorGroup } from './VendorGroup';
import './approved.css';

/** Vendors on one page: the first screen stays this size, however many the corporation has. */
export const VENDORS_PAGE = 20;

const FILTERS: FilterDef[] = [{ name: 'vendor', label: 'Vendor', type: 'text' }];

const NO_MATCH = 'No vendor with approved timesheets matches.';

/**
 * Approved, not invoiced (invoices/approved): the vendors with approved sheets waiting for an
 * invoice, a page at a time by name, each with its weeks and totals; a vendor's weeks open on
 * demand. Check sheets of one vendor, or Select all of it, and Create invoice makes one invoice of
 * them, a line per sheet, then opens it. The page and the vendor filter live in the URL.
 */
export function ApprovedNotInvoiced() {
  const [reloadToken, reload] = useReloadToken();
  const params = useListParams({ filterNames: ['vendor'] });
  const vendor = params.filters.vendor ?? '';
  const query = useMemo(() => ({ vendor }), [vendor]);
  const groups = useListData<BillableVendor>(
    BILLABLE_VENDORS_PATH,
    query,
    params.page,
    VENDORS_PAGE,
    reloadToken,
  );
  const sheets = useSheetSelection();
  const { selection, keepOnly } = sheets;
  const failure = useNotice();
  const { show: showFailure } = failure;
  const handleFailure = useCallback(
    (text: string, sent: number[]) => {
      showFailure('error', text);
      // what someone else invoiced meanwhile leaves the list and the selection; the rest stays
      reload();
      fetchStillWaiting(sent).then(keepOnly, () => keepOnly(new Set()));
    },
    [showFailure, reload, keepOnly],
  );
  const invoice = useCreateInvoice(handleFailure);
  const selectFailed = useCallback((text: string) => showFailure('error', text), [showFailure]);
  const selectAll = useSelectAll(sheets.replace, selectFailed);

  // a vendor's weeks show when asked, or by themselves when the page holds that vendor only
  const [opened, setOpened] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const onOpen = useCallback(
    (vendorId: number, open: boolean) => setOpened((prev) => new Map(prev).set(vendorId, open)),
    [],
  );
  const isOpen = (vendorId: number) => opened.get(vendorId) ?? groups.rows.length === 1;

  const ids = useId();
  const otherVendorReasonId = `${ids}-other-vendor`;
  const fullReasonId = `${ids}-full`;
  const cell: SelectCell = useMemo(
    () => ({
      selection,
      isChecked: sheets.isChecked,
      onToggle: sheets.toggle,
      disabled: invoice.creating || selectAll.selecting,
      otherVendorReasonId,
      fullReasonId,
      idPrefix: ids,
    }),
    [
      selection,
      sheets.isChecked,
      sheets.toggle,
      invoice.creating,
      selectAll.selecting,
      otherVendorReasonId,
      fullReasonId,
      ids,
    ],
  );
  const filterValues = useMemo(() => ({ vendor }), [vendor]);

  let body;
  if (groups.status === 'error')
    body = <ListFailure text={APPROVED_TEXTS.error} error={groups.error} onRetry={groups.retry} />;
  else if (groups.status === 'loading' && groups.shown === null)
    body = (
      <p className="sl-list-message" role="status">
        {APPROVED_TEXTS.loading}
      </p>
    );
  else if (groups.rows.length === 0 && vendor === '' && params.page === 1)
    body = <p className="sl-list-message">{APPROVED_TEXTS.empty}</p>;
  else
    body = (
      <>
        <FilterBar
          filters={FILTERS}
          values={filterValues}
          onChange={params.setFilter}
          onClear={params.clearFilters}
        />
        <SelectionBar
          selection={selection}
          othersListed={groups.rows.some((g) => g.vendorId !== selection.vendor?.id)}
          otherVendorReasonId={otherVendorReasonId}
          fullReasonId={fullReasonId}
          creating={invoice.creating}
          onCreate={() => invoice.create(selection.ids)}
          onClear={sheets.clear}
        />
        <div className="sl-vendor-groups" aria-busy={groups.status === 'loading'}>
          {groups.rows.length === 0 && <p className="sl-list-message">{NO_MATCH}</p>}
          {groups.rows.map((group) => (
            <VendorGroup
              key={group.vendorId}
              group={group}
              open={isOpen(group.vendorId)}
              onOpen={onOpen}
              cell={cell}
              selecting={selectAll.selecting}
              onSelectAll={selectAll.select}
              reloadToken={reloadToken}
            />
          ))}
        </div>
        {/* past the last page (its vendors invoiced meanwhile) the way back stays */}
        {((groups.total ?? 0) > VENDORS_PAGE || params.page > 1) && (
          <Pagination
            page={params.page}
            pageSize={VENDORS_PAGE}
            total={groups.total}
            rowCount={groups.rows.length}
            onPage={params.setPage}
            label="Pages of vendors"
          />
        )}
      </>
    );

  return (
    <section className="sl-list" aria-label={APPROVED_TITLE}>
      <h1 className="sl-page-title">{APPROVED_TITLE}</h1>
      <div className="sl-toolbar">
        <Link className="sl-button" to="..">
          Back to Invoices
        </Link>
      </div>
      <NoticeBanner notice={failure.notice} onClose={failure.clear} />
      {body}
    </section>
  );
}

export default ApprovedNotInvoiced;
