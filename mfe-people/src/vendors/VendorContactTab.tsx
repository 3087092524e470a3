import {
  addContact,
  CheckboxField,
  ContactPersonsTab,
  removeContact,
  setPrimary,
} from '@staffledger/shared';
import { contactRoles, setBilling } from './vendors.billing';
import { EMPTY_VENDOR_CONTACT, type VendorContactValues } from './vendors.form';
import './vendors.css';

type Props = {
  contacts: VendorContactValues[];
  onChange: (contacts: VendorContactValues[]) => void;
  fieldErrors: Record<string, string>;
};

/**
 * Contact tab: contact cards with one Primary Contact (rules in the kit's primaryContact) and at
 * most one Billing contact, who receives the invoices and their reminders (vendors.billing).
 */
export function VendorContactTab(props: Props) {
  const { contacts, onChange, fieldErrors } = props;
  return (
    <>
      <p className="sl-field-hint sl-contact-note">
        Invoices and their reminders go to the billing contact, or to the primary contact when no
        contact is the billing contact.
      </p>
      <p className="sl-field-hint sl-contact-note">
        When client approval is on (Admin settings), the approvers are e-mailed the submitted weeks
        to approve or reject; an approver needs an e-mail address.
      </p>
      {fieldErrors.contacts && (
        <p className="sl-field-error sl-contact-note" role="alert">
          {fieldErrors.contacts}
        </p>
      )}
      <ContactPersonsTab
        {...props}
        add={(list) => addContact(list, { ...EMPTY_VENDOR_CONTACT })}
        remove={removeContact}
        titleSuffix={contactRoles}
        footer={(contact, i) => (
          <div className="sl-contact-flags">
            <CheckboxField
              label={`Contact ${i + 1} Primary Contact`}
              checked={contact.isPrimary}
              error={fieldErrors[`contacts.${i}.isPrimary`]}
              onChange={(checked) => onChange(setPrimary(contacts, i, checked))}
            />
            {/* the card's legend ('Contact N') names whose box this is */}
            <CheckboxField
              label="Billing contact"
              checked={contact.isBilling}
              error={fieldErrors[`contacts.${i}.isBilling`]}
              onChange={(checked) => onChange(setBilling(contacts, i, checked))}
            />
            {/* any number of approvers: each is e-mailed the weeks waiting for the client */}
            <CheckboxField
              label="Approver"
              checked={contact.isApprover}
              error={fieldErrors[`contacts.${i}.isApprover`]}
              onChange={(checked) =>
                onChange(contacts.map((c, k) => (k === i ? { ...c, isApprover: checked } : c)))
              }
            />
          </div>
        )}
      />
    </>
  );
}
