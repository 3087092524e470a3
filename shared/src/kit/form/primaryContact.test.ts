import { addContact, normalizePrimary, removeContact, setPrimary } from './primaryContact';

type C = { name: string; isPrimary: boolean };
const c = (name: string, isPrimary = false): C => ({ name, isPrimary });
const primaries = (list: C[]) => list.filter((x) => x.isPrimary).map((x) => x.name);

describe('addContact', () => {
  test('the first contact added is primary', () => {
    expect(addContact([], c('A'))).toEqual([c('A', true)]);
  });
  test('later contacts are not primary, whatever they were given', () => {
    const list = addContact(addContact([], c('A')), c('B', true));
    expect(primaries(list)).toEqual(['A']);
    expect(addContact(list, c('C'))).toHaveLength(3);
  });
  test('a contact added to a list without a primary becomes primary', () => {
    expect(primaries(addContact([c('A')], c('B')))).toEqual(['B']);
  });
  test('does not change the list it was given', () => {
    const list = [c('A', true)];
    addContact(list, c('B'));
    expect(list).toEqual([c('A', true)]);
  });
});

describe('setPrimary', () => {
  const three = [c('A', true), c('B'), c('C')];
  test('checking one makes it the only primary', () => {
    expect(primaries(setPrimary(three, 2, true))).toEqual(['C']);
    expect(primaries(setPrimary(three, 0, true))).toEqual(['A']);
  });
  test('unchecking the only primary keeps it checked', () => {
    expect(setPrimary(three, 0, false)).toEqual(three);
    expect(primaries(setPrimary([c('A', true)], 0, false))).toEqual(['A']);
  });
  test('unchecking one of two primaries (old data) leaves the other', () => {
    expect(primaries(setPrimary([c('A', true), c('B', true)], 0, false))).toEqual(['B']);
  });
  test('an index out of range changes nothing', () => {
    expect(setPrimary(three, 5, true)).toEqual(three);
    expect(setPrimary(three, -1, true)).toEqual(three);
  });
});

describe('removeContact', () => {
  test('removing the primary makes the first remaining contact primary', () => {
    const list = [c('A'), c('B', true), c('C')];
    expect(removeContact(list, 1)).toEqual([c('A', true), c('C')]);
    expect(removeContact([c('A', true), c('B'), c('C')], 0)).toEqual([c('B', true), c('C')]);
  });
  test('removing another contact keeps the primary', () => {
    expect(removeContact([c('A'), c('B', true), c('C')], 2)).toEqual([c('A'), c('B', true)]);
  });
  test('removing the last contact leaves an empty list', () => {
    expect(removeContact([c('A', true)], 0)).toEqual([]);
  });
});

describe('normalizePrimary', () => {
  test('a loaded list without a primary gets the first one', () => {
    expect(primaries(normalizePrimary([c('A'), c('B')]))).toEqual(['A']);
  });
  test('several primaries are reduced to the first of them', () => {
    expect(primaries(normalizePrimary([c('A'), c('B', true), c('C', true)]))).toEqual(['B']);
  });
  test('a valid list keeps its objects', () => {
    const list = [c('A'), c('B', true)];
    const out = normalizePrimary(list);
    expect(out[0]).toBe(list[0]);
    expect(out[1]).toBe(list[1]);
    expect(normalizePrimary([])).toEqual([]);
  });
});
