import { useEffect } from 'react';
import { useParams } from '@staffledger/shared/router';
import {
  BILLING_FINAL_MESSAGE,
  BILLING_LIMITS,
  isFinalStatus,
  BILLING_TRANSITIONS,
  BILLING_REQUIRED,
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
import { BILLINGS_PATH, fetchDefaultDueDays } from './billings.api';
import {
  billingStatusOptions,
  billingToBody,
  billingToValues,
  FREQUENCY_OPTIONS,
  PENDING_HINT,
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
    required: BILLING_REQUIRED,
    validate: validateBilling,
    texts: {
      loadError: () => 'Failed to load billing data',
      saveError: (message) => `Failed to save billing: ${message}`,
    },
  });
  const choices = usePeopleChoices();
  const { values, isEdit, setValues } = form;
  // a cancelled arrangement no longer changes (the API refuses it): shown read-only, with why
  const final = isEdit && isFinalStatus(BILLING_TRANSITIONS, values.savedStatus);

  // A new arrangement starts with the corporation's default due days, unless one was typed first;
  // when the setting cannot be read the field stays empty for the user to fill.
  useEffect(() => {
    if (isEdit) return;
    const controller = new AbortController();
    fetchDefaultDueDays(controller.signal)
      .then((days) => {
        if (days === null) return;
        setValues((v) => (v.invoiceDueDays === null ? { ...v, invoiceDueDays: days } : v));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [isEdit, setValues]);

  return (
    <ResourceForm form={form} title={isEdit ? 'Edit Billing' : 'New Billing'} readOnly={final}>
      {choices.status === 'error' && <Alert>Failed to load data</Alert>}
      {final && <p className="sl-field-hint">{BILLING_FINAL_MESSAGE}</p>}
      <div className="sl-form-grid">
        {isEdit && <ReadOnlyField label="ID" value={String(values.id ?? id)} />}
        <EmployeeVendorSelects form={form} choices={choices} />
        <NumberField label="Bill Rate" min={0} step={0.01} {...form.bind('billRate')} />
        <NumberField
          label="Invoice Due Days"
          min={0}
          max={BILLING_LIMITS.maxDueDays}
          step={1}
          {...form.bind('invoiceDueDays')}
        />
        <SelectField
          label="Invoice Frequency"
          placeholder="Select frequency"
          options={FREQUENCY_OPTIONS}
          {...form.bind('invoiceFrequency')}
        />
        <TextField
          label="Billing Code"
          maxLength={BILLING_LIMITS.billingCode}
          {...form.bind('billingCode')}
        />
        <TextField
          label="Item Description"
          maxLength={BILLING_LIMITS.itemDescription}
          {...form.bind('itemDescription')}
        />
        <DateField label="Start Date" {...form.bind('startDate')} />
        <DateField label="First Period End Date" {...form.bind('firstPeriodEndDate')} />
        <DateField label="End Date" {...form.bind('endDate')} />
        <SelectField
          label="Status"
          options={billingStatusOptions(values.savedStatus)}
          hint={values.status === 'PENDING' ? PENDING_HINT : undefined}
          {...form.bind('status')}
        />
        <TextAreaField label="Notes" maxLength={BILLING_LIMITS.notes} {...form.bind('notes')} />
      </div>
    </ResourceForm>
  );
}

export default BillingForm;
