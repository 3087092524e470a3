import { useMemo, useRef } from 'react';
import { useNavigate } from '../../router';
import { apiListRows } from '../../api/client';
import { ExportButton } from './ExportButton';
import { exportBatchesToExcel } from './exportToExcel';
import { FilterBar } from './FilterBar';
import { ListFailure } from './ListFailure';
import { buildListQuery } from './filterQuery';
import { columnValue, fieldValue, ListTable } from './ListTable';
import { Pagination } from './Pagination';
import { SelectionBar } from './SelectionBar';
import type { Column, ExportColumn, ResourceListProps } from './types';
import { useListData } from './useListData';
import { useListParams } from './useListParams';
import { useRowSelection } from './useRowSelection';
import type { TableSelection } from './SelectCells';

const defaultRowKey = (row: unknown, index: number) =>
  ((row as { id?: string | number }).id ?? index) as string | number;

/** A column's Excel value: its export, else the raw field of a typed column, else its text. */
function exportValue<T>(c: Column<T>): (row: T) => unknown {
  if (typeof c.export === 'function') return c.export;
  if (c.kind) return (row) => fieldValue(row, c.key);
  return (row) => columnValue(c, row);
}

/** The columns with `sortable` as the list's declaration has it, when there is one. */
function declaredSorts<T>(columns: Column<T>[], list: ResourceListProps<T>['list']): Column<T>[] {
  if (!list) return columns;
  return columns.map((c) => ({ ...c, sortable: list.sortable.includes(c.sortKey ?? c.key) }));
}

/**
 * Every list: Create New, filters + Clear Filters, sortable headers, click-to-edit cell, loading /
 * empty / error texts in place of the table (the error with its cause, and Retry when it can
 * help), server paging, Download Excel of every filtered row.
 * Page, sort and filters live in the URL.
 */
export function ResourceList<T>(props: ResourceListProps<T>) {
  const { path, list, filters = [], texts, pageSize = 50 } = props;
  const columns = useMemo(() => declaredSorts(props.columns, list), [props.columns, list]);
  const navigate = useNavigate();
  const params = useListParams({
    filterNames: filters.map((f) => f.name),
    defaultSort: list?.defaultSort ?? props.defaultSort,
    defaultOrder: list?.defaultOrder ?? props.defaultOrder,
  });
  const { permanentQuery } = props;
  const query = useMemo(
    () => buildListQuery(filters, params.filters, params.sort, params.order, permanentQuery),
    [filters, params.filters, params.sort, params.order, permanentQuery],
  );
  const data = useListData<T>(path, query, params.page, pageSize, props.reloadToken);
  const rowKey = props.rowKey ?? defaultRowKey;
  const selection = useRowSelection(JSON.stringify(query), props.selection?.max ?? 0);
  const pageKeys = data.rows.map((row, i) => rowKey(row, i));
  const tableSelection: TableSelection<T> | undefined = props.selection && {
    has: (row) => selection.has(rowKey(row, data.rows.indexOf(row))),
    onToggle: (row, checked, extend) =>
      selection.toggle(pageKeys, rowKey(row, data.rows.indexOf(row)), checked, extend),
    onTogglePage: (checked) => selection.setPage(pageKeys, checked),
    rowLabel: props.selection.rowLabel,
  };
  // Retry's outcome shows in the list: the focus waits there rather than on a button that leaves
  const sectionRef = useRef<HTMLElement>(null);

  const exportColumns: ExportColumn<T>[] =
    props.exportColumns ??
    columns
      .filter((c) => c.export !== false)
      .map((c) => ({
        label: c.label,
        kind: c.kind,
        value: exportValue(c),
      }));

  // each batch of the streamed list goes into the file as it arrives; no row is kept
  const handleExport = (progress: (rows: number) => void) =>
    exportBatchesToExcel<T>(
      async (add) => {
        let received = 0;
        await apiListRows<T>(path, query, async (batch) => {
          await add(batch);
          received += batch.length;
          progress(received);
        });
      },
      exportColumns,
      props.exportFile ?? 'export.xlsx',
      props.exportSheet ?? 'Sheet1',
    );

  // The arrow follows the rows on screen: it changes when the newly sorted rows arrive.
  const shownSort = params.activeSort && data.shown ? String(data.shown.sort ?? '') : '';
  const shownOrder = data.shown?.order === 'desc' ? 'desc' : 'asc';
  const createLabel = props.createLabel ?? 'Create New';
  const handleCreate = () =>
    props.onCreate ? props.onCreate() : navigate(props.createTo ?? 'new');
  let body;
  if (data.status === 'error')
    body = (
      <ListFailure
        text={texts.error}
        error={data.error}
        onRetry={data.retry}
        focusOnRetry={sectionRef}
      />
    );
  else if (data.status === 'loading' && data.rows.length === 0)
    body = (
      <p className="sl-list-message" role="status">
        {texts.loading}
      </p>
    );
  else if (data.rows.length === 0) body = <p className="sl-list-message">{texts.empty}</p>;
  else
    // A reload keeps the rows on screen (marked busy) until the new ones arrive.
    body = (
      <ListTable
        busy={data.status === 'loading'}
        rows={data.rows}
        columns={columns}
        sort={shownSort}
        order={shownOrder}
        onSort={params.toggleSort}
        editKey={props.editKey ?? columns[0]?.key ?? ''}
        editTo={props.editTo}
        onEdit={props.onEdit}
        rowKey={rowKey}
        caption={props.title}
        selection={tableSelection}
      />
    );

  return (
    <section className="sl-list" aria-label={props.title} ref={sectionRef} tabIndex={-1}>
      {props.title && <h1 className="sl-page-title">{props.title}</h1>}
      <div className="sl-toolbar">
        {(props.createTo || props.onCreate) && (
          <button type="button" className="sl-button sl-button--primary" onClick={handleCreate}>
            {createLabel}
          </button>
        )}
        <ExportButton onExport={handleExport} />
        {props.toolbar}
      </div>
      {props.notice}
      {filters.length > 0 && (
        <FilterBar
          filters={filters}
          values={params.filters}
          onChange={params.setFilter}
          onClear={params.clearFilters}
        />
      )}
      {props.selection && (
        <SelectionBar
          selection={selection}
          options={props.selection}
          path={path}
          query={query}
          total={data.total}
          capped={data.capped}
          rowKey={(row: T) => rowKey(row, 0)}
        />
      )}
      {body}
      {data.status !== 'error' && (data.rows.length > 0 || params.page > 1) && (
        <Pagination
          page={params.page}
          pageSize={pageSize}
          total={data.total}
          capped={data.capped}
          rowCount={data.rows.length}
          onPage={params.setPage}
        />
      )}
    </section>
  );
}
