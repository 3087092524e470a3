/**
 * The billing-contact rule of a vendor's contacts: at most one receives the invoices and their
 * reminders; none means the primary contact does (docs/screens.md#dunning). Unlike the primary, the
 * billing contact may be unchecked. Pure functions: each returns a new list.
 */
export type BillingFlagged = { isBilling: boolean };

/** Checking a contact makes it the only billing contact; unchecking leaves none. */
export function setBilling<T extends BillingFlagged>(
  contacts: readonly T[],
  index: number,
  checked: boolean,
): T[] {
  if (index < 0 || index >= contacts.length) return [...contacts];
  return contacts.map((c, i) => {
    const isBilling = i === index ? checked : checked ? false : c.isBilling;
    return c.isBilling === isBilling ? c : { ...c, isBilling };
  });
}

/** At most one billing contact: the first marked one keeps it (the API refuses two). */
export function normalizeBilling<T extends BillingFlagged>(contacts: readonly T[]): T[] {
  const first = contacts.findIndex((c) => c.isBilling);
  return contacts.map((c, i) => (c.isBilling && i !== first ? { ...c, isBilling: false } : c));
}

/** The words after 'Contact N' in a card's title: ' (primary, billing, approver)' or some of them. */
export function contactRoles(
  contact: { isPrimary: boolean; isApprover?: boolean } & BillingFlagged,
): string {
  const roles = [
    contact.isPrimary && 'primary',
    contact.isBilling && 'billing',
    contact.isApprover && 'approver',
  ].filter(Boolean);
  return roles.length > 0 ? ` (${roles.join(', ')})` : '';
}
