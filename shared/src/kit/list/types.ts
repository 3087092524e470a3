import type { ReactNode } from 'react';
import type { ListQuery } from '../../api/client';

export type SortOrder = 'asc' | 'desc';

export type Column<T> = {
  /** Row field shown by default, also the sort field unless `sortKey` is given. */
  key: string;
  label: string;
  sortable?: boolean;
  sortKey?: string;
  /** The text of the cell and of the Excel value, e.g. a status label (default: the row's field). */
  format?: (row: T) => string | number | null;
  /** A cell that is more than text (a button, an image); the Excel value then comes from format. */
  render?: (row: T) => ReactNode;
  width?: number | string;
  /** Value in the Excel file (default: format, else the row's field); false leaves the column out. */
  export?: false | ((row: T) => unknown);
};

export type FilterOption = { value: string; label: string };

export type FilterDef = {
  /** Query parameter and URL search parameter (avoid 'page', 'sort', 'order'). */
  name: string;
  label: string;
  /**
   * 'multiselect': a dropdown of checkboxes; the chosen values travel comma-separated in one
   * parameter (`status=SUBMITTED,APPROVED`), none chosen means no filter.
   */
  type: 'text' | 'select' | 'checkbox' | 'multiselect';
  /** Select options (include the "all" choice with value ''); multiselect choices (without it). */
  options?: FilterOption[];
  placeholder?: string;
  /** Multiselect: the button's text when nothing is chosen (default 'All'). */
  allLabel?: string;
};

export type ListTexts = { loading: string; empty: string; error: string };

export type ExportColumn<T> = { label: string; value: (row: T) => unknown };

export type ResourceListProps<T> = {
  /** API path of the list, e.g. '/corps'. */
  path: string;
  columns: Column<T>[];
  filters?: FilterDef[];
  /** Query sent with every request that the user cannot change (e.g. an employee's own rows). */
  permanentQuery?: ListQuery;
  defaultSort?: string;
  defaultOrder?: SortOrder;
  pageSize?: number;
  texts: ListTexts;
  title?: string;
  createLabel?: string;
  onCreate?: () => void;
  /** Route the Create New button opens, e.g. 'new' (relative to the list's route). */
  createTo?: string;
  /** Route of a row's edit form, e.g. (row) => `edit/${row.id}`. */
  editTo?: (row: T) => string;
  onEdit?: (row: T) => void;
  /** Column whose cell opens edit (default: the first column). */
  editKey?: string;
  exportFile?: string;
  exportSheet?: string;
  /** Excel columns (default: the columns not marked export: false). */
  exportColumns?: ExportColumn<T>[];
  /** Shown between the toolbar and the filters, e.g. the banner of a row action's outcome. */
  notice?: ReactNode;
  /** Change it to fetch the current page again. */
  reloadToken?: unknown;
  rowKey?: (row: T) => string | number;
};
