import { useState } from 'react';
import { useParams } from '@staffledger/shared/router';
import { ResourceForm, Tabs, useErrorTab, useResourceForm } from '@staffledger/shared';
import { EMPLOYEE_SAVE_RETURN_DELAY_MS, EMPLOYEES_PATH } from './employees.api';
import {
  employeeSaveError,
  employeeToBody,
  employeeToValues,
  initialEmployee,
  tabOfField,
  validateEmployee,
  type EmployeeValues,
} from './employees.form';
import { EmployeeContactTab } from './EmployeeContactTab';
import { EmployeeFamilyTab } from './EmployeeFamilyTab';
import { EmployeeInfoTab } from './EmployeeInfoTab';
import { useGuestCode } from './useGuestCode';

/** Create (employees/new) and edit (employees/edit/:id) an employee: Info, Contact, Family. */
export function EmployeeForm() {
  const { id } = useParams();
  const isEdit = !!id;
  const [initial] = useState(() => initialEmployee());
  const form = useResourceForm<EmployeeValues>({
    path: EMPLOYEES_PATH,
    id,
    initial,
    fromRecord: employeeToValues,
    toBody: employeeToBody,
    validate: validateEmployee,
    texts: {
      loadError: (message) => `❌ Error loading employee data: ${message}`,
      saveSuccess: isEdit ? 'Employee updated successfully!' : 'Employee created successfully!',
      saveError: (message) => employeeSaveError(isEdit, message),
    },
    returnDelay: EMPLOYEE_SAVE_RETURN_DELAY_MS,
  });
  const guestCode = useGuestCode(id ?? null, (since) => form.setField('guestCodeSince', since));
  const tab = useErrorTab(form.fieldErrors, tabOfField, 'info');

  const tabs = [
    {
      id: 'info',
      label: 'Info',
      content: <EmployeeInfoTab form={form} guestCode={guestCode} />,
    },
    {
      id: 'contact',
      label: 'Contact',
      content: (
        <EmployeeContactTab
          contacts={form.values.contacts}
          onChange={(contacts) => form.setField('contacts', contacts)}
          fieldErrors={form.fieldErrors}
        />
      ),
    },
    { id: 'family', label: 'Family', content: <EmployeeFamilyTab form={form} /> },
  ];
  return (
    <ResourceForm form={form} title={form.isEdit ? 'Edit Employee' : 'New Employee'}>
      <Tabs tabs={tabs} label="Employee sections" {...tab} />
    </ResourceForm>
  );
}

export default EmployeeForm;
