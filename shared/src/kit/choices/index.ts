export { loadEmployeeChoices, loadVendorChoices, withCurrent } from './peopleChoices';
export { usePeopleChoices } from './usePeopleChoices';
export type { PeopleChoices, PeopleChoicesOptions } from './usePeopleChoices';
