export { loadEmployeeChoices, loadVendorChoices, withCurrent } from './peopleChoices';
export { usePeopleChoices } from './usePeopleChoices';
export { PeopleSelect } from './PeopleSelect';
export { EmployeeVendorSelects } from './EmployeeVendorSelects';
export type { EmployeeVendorValues } from './EmployeeVendorSelects';
export type { PeopleSelectProps } from './PeopleSelect';
export type { PeopleChoices, PeopleChoicesOptions } from './usePeopleChoices';
