import {
  EMPLOYEE_LIST,
  EMPLOYEE_STATUS_LABELS,
  VENDOR_LIST,
  VENDOR_STATUS_LABELS,
} from '@staffledger/shared';
import { declaredStatuses, labelled, statusFilterChoices } from '@staffledger/shared/testing';
import { EMPLOYEE_FILTERS } from './employees/EmployeeList';
import { EMPLOYEE_STATUS_OPTIONS } from './employees/employees.form';
import { VENDOR_FILTERS } from './vendors/VendorList';
import { VENDOR_STATUS_OPTIONS } from './vendors/vendors.form';

test.each([
  ['vendor', VENDOR_LIST, VENDOR_STATUS_LABELS, VENDOR_FILTERS, VENDOR_STATUS_OPTIONS],
  ['employee', EMPLOYEE_LIST, EMPLOYEE_STATUS_LABELS, EMPLOYEE_FILTERS, EMPLOYEE_STATUS_OPTIONS],
])(
  'the %s list filters by every status the form sets, and the contract declares',
  (_, list, labels, filters, form) => {
    const every = labelled(labels);
    expect(statusFilterChoices(filters)).toEqual(every);
    expect(every.map((o) => o.value)).toEqual(declaredStatuses(list));
    expect(form).toEqual(every);
  },
);

test('an employee can be set On Leave, and a vendor Onboarding', () => {
  expect(EMPLOYEE_STATUS_OPTIONS).toContainEqual({ value: 'ON_LEAVE', label: 'On Leave' });
  expect(statusFilterChoices(VENDOR_FILTERS)).toContainEqual({
    value: 'ONBOARDING',
    label: 'Onboarding',
  });
});
