import { GearMenu, type GearMenuItem, type RowActions } from '@staffledger/shared';
import { menuActions, type InvoiceRowRef } from './invoices.actions';

type Props = {
  invoice: InvoiceRowRef;
  /** The list's row-action runner: banners the outcome, reloads the list where the action says. */
  runAction: RowActions['run'];
};

/** A row's gear menu (docs/workflows.md#actions), with its texts (docs/screens.md#texts). */
export function InvoiceActions({ invoice, runAction }: Props) {
  const items: GearMenuItem[] = menuActions(invoice).map(({ label, action }) => ({
    label,
    onSelect: () => void runAction(action),
  }));
  return <GearMenu label={`Actions for invoice ${invoice.number}`} items={items} />;
}
