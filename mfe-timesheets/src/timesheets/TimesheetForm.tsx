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
  TIMESHEET_REQUIRED,
  timesheetFieldLock,
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
    required: TIMESHEET_REQUIRED,
    validate: validateTimesheet,
    texts: {
      loadError: () => 'Failed to load timesheet data',
      saveError: (message) => `Failed to save timesheet: ${message}`,
    },
  });
  const choices = usePeopleChoices();
  const { values } = form;
  // what the server no longer lets change, shown read-only with its reason (a new sheet: nothing)
  const lock = (field: Parameters<typeof timesheetFieldLock>[1]) =>
    form.isEdit ? timesheetFieldLock(values.savedStatus, field) : null;
  const placementLock = lock('employeeId');
  const titleLock = lock('billingCode');
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
        <EmployeeVendorSelects form={form} choices={choices} lockedBecause={placementLock} />
        <DateField
          label="Period Start Date"
          {...form.bind('periodStartDate')}
          readOnly={!!placementLock}
          hint={placementLock ?? undefined}
        />
        <DateField
          label="Period End Date"
          {...form.bind('periodEndDate')}
          readOnly={!!placementLock}
          hint={placementLock ?? undefined}
        />
        <ReadOnlyField
          label="Total Hours"
          value={formatTwoDecimals(values.totalHours ?? 0)}
          hint="The sum of the timesheet's items, kept by the server."
        />
        <SelectField
          label="Status"
          options={statusOptions(values.savedStatus, form.isEdit)}
          {...form.bind('status')}
        />
        <TextField
          label="Billing Code"
          {...form.bind('billingCode')}
          readOnly={!!titleLock}
          hint={titleLock ?? undefined}
        />
        <TextAreaField
          label="Notes"
          {...form.bind('notes')}
          readOnly={!!titleLock}
          hint={titleLock ?? undefined}
        />
      </div>
    </ResourceForm>
  );
}

export default TimesheetForm;
