import {
  EMPLOYEE_LIST,
  EMPLOYEE_EXPORT,
  filterBar,
  declaredStatusField,
  EMPLOYEE_STATUS_LABELS,
  employeeStatusLabel,
  ResourceList,
  type Column,
  type EmployeeRow,
} from '@staffledger/shared';
import { EMPLOYEES_PATH } from './employees.api';

export const EMPLOYEE_FILTERS = filterBar(EMPLOYEE_LIST, {
  name: { label: 'Name' },
  designation: { label: 'Designation' },
  status: declaredStatusField(EMPLOYEE_LIST, EMPLOYEE_STATUS_LABELS),
  category: null,
  workAuth: null,
});

export const EMPLOYEE_COLUMNS: Column<EmployeeRow>[] = [
  { key: 'id', label: 'Employee ID' },
  { key: 'fullName', label: 'Name', sortKey: 'name' },
  { key: 'designation', label: 'Designation' },
  {
    key: 'status',
    label: 'Status',
    format: (e) => employeeStatusLabel(e.status),
  },
  { key: 'category', label: 'Category' },
  { key: 'workAuth', label: 'Work Auth' },
  { key: 'startDate', label: 'Start Date', kind: 'date' },
  { key: 'endDate', label: 'End Date', kind: 'date' },
];

const TEXTS = {
  loading: 'Loading employees...',
  empty: 'No employees found.',
  error: 'Failed to fetch employees',
};

/** Employees: filters (name, designation, status), sortable columns, Download Excel. */
export function EmployeeList() {
  return (
    <ResourceList<EmployeeRow>
      title="Employees"
      path={EMPLOYEES_PATH}
      columns={EMPLOYEE_COLUMNS}
      filters={EMPLOYEE_FILTERS}
      list={EMPLOYEE_LIST}
      texts={TEXTS}
      createTo="new"
      editKey="id"
      editTo={(e) => `edit/${e.id}`}
      exportFile="employees.xlsx"
      exportColumns={EMPLOYEE_EXPORT}
      exportSheet="Employees"
    />
  );
}
