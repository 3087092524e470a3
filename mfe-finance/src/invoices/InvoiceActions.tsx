import { GearMenu, type GearMenuItem } from '@staffledger/shared';
import { menuActions, type ActionResult, type InvoiceRowRef } from './invoices.actions';

type Props = {
  invoice: InvoiceRowRef;
  /** Called with the outcome of an action (not when the user backed out of a confirmation). */
  onDone: (result: ActionResult) => void;
};

/** A row's gear menu (docs/workflows.md#actions), with its texts (docs/screens.md#texts). */
export function InvoiceActions({ invoice, onDone }: Props) {
  const items: GearMenuItem[] = menuActions(invoice).map((action) => ({
    label: action.label,
    onSelect: () => {
      void action.run().then((result) => result && onDone(result));
    },
  }));
  return <GearMenu label={`Actions for invoice ${invoice.number}`} items={items} />;
}
