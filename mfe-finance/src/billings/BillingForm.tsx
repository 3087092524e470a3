import { useParams } from '@staffledger/shared/router';
import {
  BILLING_LIMITS,
  Alert,
  DateField,
  NumberField,
  ResourceForm,
  SelectField,
  TextAreaField,
  TextField,
  EmployeeVendorSelects,
  ReadOnlyField,
  usePeopleChoices,
  useResourceForm,
  useSession,
} from '@staffledger/shared';
import { BILLINGS_PATH } from './billings.api';
import {
  billingStatusOptions,
  billingToBody,
  billingToValues,
  FREQUENCY_OPTIONS,
  INITIAL_BILLING,
  validateBilling,
  type BillingValues,
} from './billings.form';

/** Create (billings/new) and edit (billings/edit/:id) a billing arrangement. */
export function BillingForm() {
  const { id } = useParams();
  const selectedCorpId = useSession((s) => s.selectedCorpId);
  const form = useResourceForm<BillingValues>({
    path: BILLINGS_PATH,
    id,
    initial: INITIAL_BILLING,
    fromRecord: billingToValues,
    toBody: (values) => billingToBody(values, selectedCorpId),
    validate: validateBilling,
    texts: {
      loadError: () => 'Failed to load billing data',
      saveError: (message) => `Failed to save billing: ${message}`,
    },
    saveErrorAs: 'alert',
  });
  const choices = usePeopleChoices();
  const { values } = form;
  return (
    <ResourceForm form={form} title={form.isEdit ? 'Edit Billing' : 'New Billing'}>
      {choices.status === 'error' && <Alert>Failed to load data</Alert>}
      <div className="sl-form-grid">
        {form.isEdit && <ReadOnlyField label="ID" value={String(values.id ?? id)} />}
        <EmployeeVendorSelects form={form} choices={choices} />
        <NumberField label="Bill Rate" required min={0} step={0.01} {...form.bind('billRate')} />
        <NumberField
          label="Invoice Due Days"
          required
          min={0}
          max={365}
          step={1}
          {...form.bind('invoiceDueDays')}
        />
        <SelectField
          label="Invoice Frequency"
          required
          placeholder="Select frequency"
          options={FREQUENCY_OPTIONS}
          {...form.bind('invoiceFrequency')}
        />
        <TextField
          label="Billing Code"
          required
          maxLength={BILLING_LIMITS.billingCode}
          {...form.bind('billingCode')}
        />
        <TextField
          label="Item Description"
          required
          maxLength={BILLING_LIMITS.itemDescription}
          {...form.bind('itemDescription')}
        />
        <DateField label="Start Date" required {...form.bind('startDate')} />
        <DateField label="First Period End Date" required {...form.bind('firstPeriodEndDate')} />
        <DateField label="End Date" {...form.bind('endDate')} />
        <SelectField
          label="Status"
          required
          options={billingStatusOptions(values.savedStatus)}
          {...form.bind('status')}
        />
        <TextAreaField label="Notes" maxLength={BILLING_LIMITS.notes} {...form.bind('notes')} />
      </div>
    </ResourceForm>
  );
}

export default BillingForm;
