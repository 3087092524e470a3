import { useParams } from '@staffledger/shared/router';
import {
  Alert,
  DateField,
  ResourceForm,
  SelectField,
  TextAreaField,
  TextField,
  EmployeeVendorSelects,
  ReadOnlyField,
  usePeopleChoices,
  useResourceForm,
  formatTwoDecimals,
} from '@staffledger/shared';
import { SheetHistory } from '@staffledger/shared/sheet';
import { staffSheetApi } from '../items/timesheetItems.api';
import { TIMESHEETS_PATH } from './timesheets.api';
import { invoiceLink } from './timesheets.history';
import {
  INITIAL_TIMESHEET,
  statusOptions,
  timesheetToBody,
  timesheetToValues,
  validateTimesheet,
  type TimesheetValues,
} from './timesheets.form';

/** Create (timesheets/new) and edit (timesheets/edit/:id) a timesheet's head, with its history. */
export function TimesheetForm() {
  const { id } = useParams();
  const form = useResourceForm<TimesheetValues>({
    path: TIMESHEETS_PATH,
    id,
    initial: INITIAL_TIMESHEET,
    fromRecord: timesheetToValues,
    toBody: timesheetToBody,
    validate: validateTimesheet,
    texts: {
      loadError: () => 'Failed to load timesheet data',
      saveError: (message) => `Failed to save timesheet: ${message}`,
    },
    saveErrorAs: 'alert',
  });
  const choices = usePeopleChoices();
  const { values } = form;
  return (
    <ResourceForm
      form={form}
      title={form.isEdit ? 'Edit Timesheet' : 'New Timesheet'}
      below={
        form.isEdit && (
          <SheetHistory api={staffSheetApi} timesheetId={Number(id)} invoiceLink={invoiceLink} />
        )
      }
    >
      {choices.status === 'error' && <Alert>Failed to load data</Alert>}
      <div className="sl-form-grid">
        {form.isEdit && <ReadOnlyField label="ID" value={String(values.id ?? id)} />}
        <EmployeeVendorSelects form={form} choices={choices} />
        <DateField label="Period Start Date" required {...form.bind('periodStartDate')} />
        <DateField label="Period End Date" required {...form.bind('periodEndDate')} />
        <ReadOnlyField
          label="Total Hours"
          value={formatTwoDecimals(values.totalHours ?? 0)}
          hint="The sum of the timesheet's items, kept by the server."
        />
        <SelectField
          label="Status"
          required
          options={statusOptions(values.savedStatus, form.isEdit)}
          {...form.bind('status')}
        />
        <TextField label="Billing Code" required {...form.bind('billingCode')} />
        <TextAreaField label="Notes" {...form.bind('notes')} />
      </div>
    </ResourceForm>
  );
}

export default TimesheetForm;
