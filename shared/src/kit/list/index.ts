export { ResourceList } from './ResourceList';
export { ListTable } from './ListTable';
export type { ListTableProps } from './ListTable';
export { useListParams } from './useListParams';
export type { ListParams, ListParamsOptions } from './useListParams';
export { useListData } from './useListData';
export type { ListData } from './useListData';
export { useWholeList } from './useWholeList';
export type { WholeList } from './useWholeList';
export { FilterBar } from './FilterBar';
export { MultiSelectFilter } from './MultiSelectFilter';
export { parseMultiValue, joinMultiValue } from './multiSelectValue';
export { formatMoney, formatTwoDecimals } from './formatDecimal';
export { formatValue } from './formatValue';
export { SortHeader } from './SortHeader';
export { Pagination } from './Pagination';
export { ExportButton } from './ExportButton';
export { exportToExcel } from './exportToExcel';
export { buildListQuery } from './filterQuery';
export type {
  Column,
  FilterDef,
  FilterOption,
  ListSelection,
  ListTexts,
  ResourceListProps,
  SelectedRows,
} from './types';
export { useReloadToken } from './useReloadToken';
export { declaredStatusField, filterBar, statusField } from './declaredFilterBar';
export type { ChoiceFilterField, FilterField, PlainFilterField } from './declaredFilterBar';
export { ListFailure } from './ListFailure';
export type { ListFailureProps } from './ListFailure';
