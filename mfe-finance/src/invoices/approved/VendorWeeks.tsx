import { useMemo, useState } from 'react';
import {
  ListFailure,
  ListTable,
  Pagination,
  useListData,
  type BillableTimesheet,
  type BillableVendor,
} from '@staffledger/shared';
import { APPROVED_TEXTS } from './approved.texts';
import { BILLABLE_PATH } from './billable.api';
import { billableColumns, type SelectCell } from './billable.columns';

/** A vendor's weeks on one page: bounded, however many it has waiting. */
export const WEEKS_PAGE = 25;

type Props = { group: BillableVendor; cell: SelectCell; reloadToken: unknown };

/** One vendor's waiting sheets, a page at a time, each with its checkbox. */
export function VendorWeeks({ group, cell, reloadToken }: Props) {
  const [page, setPage] = useState(1);
  const query = useMemo(() => ({ vendorId: group.vendorId }), [group.vendorId]);
  const data = useListData<BillableTimesheet>(BILLABLE_PATH, query, page, WEEKS_PAGE, reloadToken);
  const columns = useMemo(() => billableColumns(cell), [cell]);

  if (data.status === 'error')
    return <ListFailure text={APPROVED_TEXTS.error} error={data.error} onRetry={data.retry} />;
  if (data.status === 'loading' && data.rows.length === 0)
    return (
      <p className="sl-list-message" role="status">
        {APPROVED_TEXTS.loading}
      </p>
    );
  return (
    <>
      <ListTable
        rows={data.rows}
        columns={columns}
        rowKey={(r) => r.timesheetId}
        caption={`Weeks of ${group.vendorName}`}
        busy={data.status === 'loading'}
      />
      {(data.total ?? 0) > WEEKS_PAGE && (
        <Pagination
          page={page}
          pageSize={WEEKS_PAGE}
          total={data.total}
          rowCount={data.rows.length}
          onPage={setPage}
          label={`Pages of ${group.vendorName}`}
        />
      )}
    </>
  );
}
