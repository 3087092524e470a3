/**
 * The primary-contact rules of a contact list (vendor contacts): the first contact added is
 * primary; at most one is primary; removing the primary makes the first remaining one primary; the
 * only primary cannot be unchecked while contacts exist. Pure functions: each returns a new list.
 */
export type PrimaryFlagged = { isPrimary: boolean };

/** Appends `contact`; it becomes primary when no contact is primary yet (the first one added). */
export function addContact<T extends PrimaryFlagged>(contacts: readonly T[], contact: T): T[] {
  const hasPrimary = contacts.some((c) => c.isPrimary);
  return [...contacts, { ...contact, isPrimary: !hasPrimary }];
}

/**
 * Checking a contact makes it the only primary. Unchecking the primary is refused (the list comes
 * back unchanged) unless another contact is also marked primary.
 */
export function setPrimary<T extends PrimaryFlagged>(
  contacts: readonly T[],
  index: number,
  checked: boolean,
): T[] {
  if (index < 0 || index >= contacts.length) return [...contacts];
  if (checked) return contacts.map((c, i) => ({ ...c, isPrimary: i === index }));
  const others = contacts.some((c, i) => i !== index && c.isPrimary);
  if (!others) return [...contacts];
  return contacts.map((c, i) => (i === index ? { ...c, isPrimary: false } : c));
}

/** Removes a contact; when no primary remains, the first remaining contact becomes primary. */
export function removeContact<T extends PrimaryFlagged>(
  contacts: readonly T[],
  index: number,
): T[] {
  return normalizePrimary(contacts.filter((_, i) => i !== index));
}

/** Exactly one primary when the list is not empty: the first marked one, else the first contact. */
export function normalizePrimary<T extends PrimaryFlagged>(contacts: readonly T[]): T[] {
  const first = contacts.findIndex((c) => c.isPrimary);
  const primary = first === -1 ? 0 : first;
  return contacts.map((c, i) =>
    c.isPrimary === (i === primary) ? c : { ...c, isPrimary: i === primary },
  );
}
