import { ContactPersonsTab } from '@staffledger/shared';
import { EMPTY_CONTACT, type CorpContactValues } from './corps.form';

type Props = {
  contacts: CorpContactValues[];
  onChange: (contacts: CorpContactValues[]) => void;
  fieldErrors: Record<string, string>;
};

/** Contact tab: add and remove contacts (Name, Role, Email, Phone), labelled per entry. */
export function CorpContactTab(props: Props) {
  return (
    <ContactPersonsTab
      {...props}
      add={(contacts) => [...contacts, { ...EMPTY_CONTACT }]}
      remove={(contacts, index) => contacts.filter((_, i) => i !== index)}
    />
  );
}
