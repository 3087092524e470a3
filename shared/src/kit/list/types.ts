import type { ReactNode } from 'react';
import type { ListQuery } from '../../api/client';

import type { ExportColumn, ListDeclaration, SortOrder, ValueKind } from '@staffledger/contracts';

// declared with the one Excel writer, in the contracts; the package's entry exports them from there
export type { ExportColumn, ValueKind };

export type Column<T> = {
  /** Row field shown by default, also the sort field unless `sortKey` is given. */
  key: string;
  label: string;
  /** Whether the header sorts; with the list's declaration, whether it declares the sort field. */
  sortable?: boolean;
  sortKey?: string;
  /** The text of the cell and of the Excel value, e.g. a status label (default: the row's field). */
  format?: (row: T) => string | number | null;
  /** A cell that is more than text (a button, an image); the Excel value then comes from format. */
  render?: (row: T) => ReactNode;
  width?: number | string;
  /**
   * The kind of the row's field: the cell shows it in the product's one format for that kind
   * (unless `format` is given), and its Excel cell is a typed value made from the field (or from
   * `export`), not a text.
   */
  kind?: ValueKind;
  /**
   * Value in the Excel file (default: the row's field when `kind` is set, else format, else the
   * row's field); false leaves the column out.
   */
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

/** What a list's actions on its selected rows are given. */
export type SelectedRows = {
  keys: readonly (string | number)[];
  /** Forgets the selection (after the action went through). */
  clear: () => void;
};

/**
 * A list whose rows can be selected (docs/screens.md#selecting-rows): a checkbox per row named by
 * `rowLabel`, one for the page, and "Select all N matching" up to `max`.
 */
export type ListSelection<T> = {
  /** The accessible name of a row's checkbox, e.g. 'Select timesheet 12'. */
  rowLabel: (row: T) => string;
  /** At most this many rows at once: the limit of the action's call. */
  max: number;
  /** The actions on the selected rows, shown while any is selected. */
  actions: (selected: SelectedRows) => ReactNode;
};

export type ResourceListProps<T> = {
  /** API path of the list, e.g. '/corps'. */
  path: string;
  columns: Column<T>[];
  filters?: FilterDef[];
  /** Query sent with every request that the user cannot change (e.g. an employee's own rows). */
  permanentQuery?: ListQuery;
  /**
   * The list's declaration in the contracts: its default sort and order, and which columns sort
   * (those whose sort field it declares; their own `sortable` is then not read).
   */
  list?: ListDeclaration<string, string>;
  /** Without a declaration: the default sort field and order. */
  defaultSort?: string;
  defaultOrder?: SortOrder;
  /** Rows per page (default 50). */
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
  /**
   * More controls at the end of the toolbar, after Create New and Download Excel: e.g. a link to
   * another view of the same records.
   */
  toolbar?: ReactNode;
  /** Shown between the toolbar and the filters, e.g. the banner of a row action's outcome. */
  notice?: ReactNode;
  /** Change it to fetch the current page again. */
  reloadToken?: unknown;
  rowKey?: (row: T) => string | number;
  /** Rows can be selected for actions on many at once. */
  selection?: ListSelection<T>;
};
