import { useState } from 'react';
import { useParams } from '@staffledger/shared/router';
import {
  Alert,
  DateField,
  NoticeBanner,
  formatDollars,
  INVOICE_REQUIRED,
  invoiceStatusLabel,
  NumberField,
  ResourceForm,
  SelectField,
  toCents,
  PeopleSelect,
  ReadOnlyField,
  usePeopleChoices,
  useResourceForm,
  useArrivalNotice,
  useSession,
} from '@staffledger/shared';
import { INVOICES_PATH } from './invoices.api';
import {
  initialInvoice,
  invoiceStatusOptions,
  invoiceToBody,
  invoiceToValues,
  isReadOnlyInvoice,
  linesTotalCents,
  validateInvoice,
  type InvoiceValues,
  type LineValues,
} from './invoices.form';
import { InvoiceItems } from './InvoiceItems';
import { InvoiceReminders } from './reminders/InvoiceReminders';

/** Why the vendor of an invoice billing timesheets is read-only, in the API's words. */
export const VENDOR_HELD = 'This invoice was made from timesheets: its vendor cannot change.';

/** After a save the form returns to the list after 1 second (docs/screens.md#timings). */
export const INVOICE_SAVE_RETURN_DELAY_MS = 1_000;

/** Create (invoices/new) and edit (invoices/edit/:id) an invoice with its line items. */
export function InvoiceForm() {
  const { id } = useParams();
  const isEdit = !!id;
  const selectedCorpId = useSession((s) => s.selectedCorpId);
  const [initial] = useState(() => initialInvoice());
  const form = useResourceForm<InvoiceValues>({
    path: INVOICES_PATH,
    id,
    initial,
    fromRecord: invoiceToValues,
    toBody: (values) => invoiceToBody(values, selectedCorpId),
    required: INVOICE_REQUIRED,
    validate: validateInvoice,
    texts: {
      loadError: (message) => `❌ Error loading invoice data: ${message}`,
      saveSuccess: isEdit ? '✅ Invoice updated successfully' : '✅ Invoice created successfully',
      saveError: (message) => `❌ Failed to save: ${message}`,
    },
    returnDelay: INVOICE_SAVE_RETURN_DELAY_MS,
  });
  // e.g. 'Invoice INV-000012 created from 2 timesheets.' after Approved, not invoiced made it
  const arrival = useArrivalNotice();
  const choices = usePeopleChoices({ employees: false });
  const { values } = form;
  const readOnly = isReadOnlyInvoice(values);
  const hasLines = values.items.length > 0;
  const totalCents = hasLines ? linesTotalCents(values.items) : toCents(values.amount ?? 0);

  const handleItemsChange = (items: LineValues[]) => {
    form.setField('items', items);
    // the server writes a line's errors as items[0].price, which setField does not clear
    form.setFieldErrors((errors) => {
      const kept = Object.entries(errors).filter(
        ([k]) => !k.startsWith('items[') && k !== 'amount',
      );
      return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
    });
  };

  // the e-mails of a saved invoice, under the form once it has loaded
  const savedId = form.isEdit && form.status === 'ready' ? values.id : null;

  return (
    <>
      <ResourceForm
        form={form}
        title={form.isEdit ? 'Edit Invoice' : 'New Invoice'}
        readOnly={readOnly}
      >
        <NoticeBanner notice={arrival.notice} onClose={arrival.clear} />
        {choices.status === 'error' && <Alert>Failed to load vendors</Alert>}
        {readOnly && (
          <p className="sl-field-hint">
            This invoice is {invoiceStatusLabel(values.savedStatus)} and can no longer change.
          </p>
        )}
        <div className="sl-form-grid">
          <ReadOnlyField label="Number" value={values.number} placeholder="assigned on save" />
          {values.billsTimesheets ? (
            <ReadOnlyField label="Vendor" value={values.customer} hint={VENDOR_HELD} />
          ) : (
            <PeopleSelect
              who="vendor"
              choices={choices}
              currentName={values.customer}
              {...form.bind('vendorId')}
            />
          )}
          {hasLines ? (
            <ReadOnlyField
              label="Amount"
              value={formatDollars(totalCents)}
              error={form.fieldErrors.amount}
              hint="The total of the line items."
            />
          ) : (
            <NumberField label="Amount" min={0} step={0.01} {...form.bind('amount')} />
          )}
          <DateField label="Invoice Date" {...form.bind('invoiceDate')} />
          <DateField
            label="Due Date"
            hint="Left empty: the invoice date plus the corporation’s default due days."
            {...form.bind('dueDate')}
          />
          <SelectField
            label="Status"
            options={invoiceStatusOptions(values.savedStatus)}
            {...form.bind('status')}
          />
        </div>
        <InvoiceItems
          items={values.items}
          onChange={handleItemsChange}
          fieldErrors={form.fieldErrors}
        />
        <p className="sl-invoice-total">Total: {formatDollars(totalCents)}</p>
      </ResourceForm>
      {savedId !== null && <InvoiceReminders invoiceId={savedId} />}
    </>
  );
}

export default InvoiceForm;
