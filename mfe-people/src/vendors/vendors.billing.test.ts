import { contactRoles, normalizeBilling, setBilling } from './vendors.billing';

const list = (...flags: boolean[]) => flags.map((isBilling, i) => ({ id: i, isBilling }));
const flags = (contacts: { isBilling: boolean }[]) => contacts.map((c) => c.isBilling);

test('checking a contact makes it the only billing contact', () => {
  expect(flags(setBilling(list(false, false, false), 1, true))).toEqual([false, true, false]);
  expect(flags(setBilling(list(true, false, false), 2, true))).toEqual([false, false, true]);
});

test('unchecking the billing contact leaves none, and touches no other contact', () => {
  const before = list(false, true, false);
  const after = setBilling(before, 1, false);
  expect(flags(after)).toEqual([false, false, false]);
  expect(after[0]).toBe(before[0]);
  expect(after).not.toBe(before);
});

test('an index outside the list changes nothing', () => {
  expect(flags(setBilling(list(true, false), 5, true))).toEqual([true, false]);
  expect(flags(setBilling(list(true, false), -1, true))).toEqual([true, false]);
});

test('a loaded list keeps only its first billing contact', () => {
  expect(flags(normalizeBilling(list(false, true, true)))).toEqual([false, true, false]);
  expect(flags(normalizeBilling(list(false, false)))).toEqual([false, false]);
});

test("a card's title names the contact's roles", () => {
  expect(contactRoles({ isPrimary: true, isBilling: false })).toBe(' (primary)');
  expect(contactRoles({ isPrimary: false, isBilling: true })).toBe(' (billing)');
  expect(contactRoles({ isPrimary: true, isBilling: true })).toBe(' (primary, billing)');
  expect(contactRoles({ isPrimary: false, isBilling: false })).toBe('');
});
