import { useState } from 'react';
import { useParams } from '@staffledger/shared/router';
import {
  EMPLOYEE_REQUIRED,
  ResourceForm,
  Tabs,
  useResourceForm,
  type EmployeeSaved,
} from '@staffledger/shared';
import { EMPLOYEE_SAVE_RETURN_DELAY_MS, EMPLOYEES_PATH } from './employees.api';
import {
  employeeSaveError,
  employeeToBody,
  employeeToValues,
  initialEmployee,
  FAMILY_FIELDS,
  validateEmployee,
  type EmployeeValues,
} from './employees.form';
import { EmployeeContactTab } from './EmployeeContactTab';
import { EmployeeFamilyTab } from './EmployeeFamilyTab';
import { EmployeeInfoTab } from './EmployeeInfoTab';
import { useGuestCode } from './useGuestCode';
import { savedAndInvited } from './invitation.texts';
import { useInvitation } from './useInvitation';

/**
 * Create (employees/new) and edit (employees/edit/:id) an employee: Info, Contact, Family. A save
 * that gives the employee a way in may invite them, or ask whether to, before the list returns.
 */
export function EmployeeForm() {
  const { id } = useParams();
  const isEdit = !!id;
  const [initial] = useState(() => initialEmployee());
  const saveSuccess = isEdit ? 'Employee updated successfully!' : 'Employee created successfully!';
  const invitation = useInvitation(id ?? null, (invitedAt) =>
    form.setValues((v) => ({ ...v, signIn: { ...v.signIn, invitedAt } })),
  );
  const form = useResourceForm<EmployeeValues>({
    path: EMPLOYEES_PATH,
    id,
    initial,
    fromRecord: employeeToValues,
    toBody: employeeToBody,
    required: EMPLOYEE_REQUIRED,
    validate: validateEmployee,
    texts: {
      loadError: (message) => `❌ Error loading employee data: ${message}`,
      saveSuccess,
      saveError: (message) => employeeSaveError(isEdit, message),
    },
    returnDelay: EMPLOYEE_SAVE_RETURN_DELAY_MS,
    onSaved: (saved) => {
      const { invitation: outcome } = saved as EmployeeSaved;
      const invited = (to: string | null) => {
        if (to) form.setMessage({ kind: 'success', text: savedAndInvited(saveSuccess, to) });
      };
      if (outcome?.outcome === 'sent') return invited(outcome.to);
      // an invitation offered or failed holds the form until staff answer
      return outcome ? invitation.afterSave(saved as EmployeeSaved).then(invited) : undefined;
    },
  });
  const guestCode = useGuestCode(id ?? null, (since) => form.setField('guestCodeSince', since));

  const tabs = [
    {
      id: 'info',
      label: 'Info',
      content: <EmployeeInfoTab form={form} guestCode={guestCode} invitation={invitation} />,
    },
    {
      id: 'contact',
      label: 'Contact',
      fields: ['contacts'],
      content: (
        <EmployeeContactTab
          contacts={form.values.contacts}
          onChange={(contacts) => form.setField('contacts', contacts)}
          fieldErrors={form.fieldErrors}
        />
      ),
    },
    {
      id: 'family',
      label: 'Family',
      fields: FAMILY_FIELDS,
      content: <EmployeeFamilyTab form={form} />,
    },
  ];
  return (
    <ResourceForm form={form} title={form.isEdit ? 'Edit Employee' : 'New Employee'}>
      <Tabs tabs={tabs} label="Employee sections" />
      {invitation.dialog}
    </ResourceForm>
  );
}

export default EmployeeForm;
