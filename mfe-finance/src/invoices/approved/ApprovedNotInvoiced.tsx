import { useCallback, useId, useMemo } from 'react';
import {
  FilterBar,
  ListFailure,
  ListTable,
  NoticeBanner,
  useListParams,
  useNotice,
  useReloadToken,
  type FilterDef,
} from '@staffledger/shared';
import { Link } from '@staffledger/shared/router';
import { billableColumns } from './billable.columns';
import { rowsOfVendor, vendorsOf, type VendorChoice } from './billable.selection';
import { SelectionBar } from './SelectionBar';
import { useBillable } from './useBillable';
import { useCreateInvoice } from './useCreateInvoice';
import { useSheetSelection } from './useSheetSelection';
import './approved.css';

const APPROVED_TITLE = 'Approved, not invoiced';

const APPROVED_TEXTS = {
  loading: 'Loading approved timesheets...',
  empty: 'No approved timesheets are waiting for an invoice.',
  error: 'Failed to load approved timesheets',
};

function vendorFilter(vendors: VendorChoice[]): FilterDef[] {
  const options = vendors.map((v) => ({ value: String(v.id), label: v.name }));
  return [
    {
      name: 'vendorId',
      label: 'Vendor',
      type: 'select',
      options: [{ value: '', label: 'All Vendors' }, ...options],
    },
  ];
}

/**
 * Approved, not invoiced (invoices/approved): the approved sheets waiting for an invoice with what
 * each bills; check sheets of one vendor and Create invoice makes one invoice of them, a line per
 * sheet, then opens it. The vendor filter lives in the URL like every list's.
 */
export function ApprovedNotInvoiced() {
  const [reloadToken, reload] = useReloadToken();
  const data = useBillable(reloadToken);
  const failure = useNotice();
  const { show: showFailure } = failure;
  const handleFailure = useCallback(
    (text: string) => {
      showFailure('error', text);
      // what someone else invoiced meanwhile leaves the list
      reload();
    },
    [showFailure, reload],
  );
  const invoice = useCreateInvoice(handleFailure);
  const { selection, isChecked, toggle, clear } = useSheetSelection(data.rows);

  const params = useListParams({ filterNames: ['vendorId'] });
  const vendors = useMemo(() => vendorsOf(data.rows), [data.rows]);
  const filters = useMemo(() => vendorFilter(vendors), [vendors]);
  // a vendor no longer on the list (all its sheets invoiced) filters nothing, as the select shows
  const chosen = params.filters.vendorId ?? '';
  const vendorId = vendors.some((v) => String(v.id) === chosen) ? chosen : '';
  const shown = useMemo(() => rowsOfVendor(data.rows, vendorId), [data.rows, vendorId]);
  // one object per choice: the filter bar takes a new one for a change of the URL
  const filterValues = useMemo(() => ({ vendorId }), [vendorId]);

  const ids = useId();
  const otherVendorReasonId = `${ids}-other-vendor`;
  const columns = useMemo(
    () =>
      billableColumns({
        selection,
        isChecked,
        onToggle: toggle,
        disabled: invoice.creating,
        otherVendorReasonId,
        idPrefix: ids,
      }),
    [selection, isChecked, toggle, invoice.creating, otherVendorReasonId, ids],
  );

  let body;
  if (data.status === 'error')
    body = <ListFailure text={APPROVED_TEXTS.error} error={data.error} onRetry={reload} />;
  else if (data.status === 'loading' && data.rows.length === 0)
    body = (
      <p className="sl-list-message" role="status">
        {APPROVED_TEXTS.loading}
      </p>
    );
  else if (data.rows.length === 0) body = <p className="sl-list-message">{APPROVED_TEXTS.empty}</p>;
  else
    body = (
      <>
        <FilterBar
          filters={filters}
          values={filterValues}
          onChange={params.setFilter}
          onClear={params.clearFilters}
        />
        <SelectionBar
          selection={selection}
          othersListed={shown.some((r) => r.vendorId !== selection.vendor?.id)}
          otherVendorReasonId={otherVendorReasonId}
          creating={invoice.creating}
          onCreate={() => invoice.create(selection.ids)}
          onClear={clear}
        />
        <ListTable
          rows={shown}
          columns={columns}
          rowKey={(r) => r.timesheetId}
          caption={APPROVED_TITLE}
          busy={data.status === 'loading'}
        />
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
