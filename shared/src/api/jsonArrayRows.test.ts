import { jsonArrayRows } from './jsonArrayRows';

const rows = [
  { id: 1, name: 'Acme, "quoted" [x] {y}', notes: null },
  { id: 2, name: 'back\\slash \u00e9 \ud83d\ude00', tags: ['a', { b: ']' }] },
  { id: 3, name: '' },
  { id: 4, name: 'ends in slashes \\\\', note: '\\"', path: 'C:\\"x"\\' },
];
const text = JSON.stringify(rows, null, 1);

/** Feeds `text` in pieces of `size` characters, and collects what each piece completes. */
function feed(size: number) {
  const reader = jsonArrayRows<unknown>();
  const seen: unknown[][] = [];
  for (let i = 0; i < text.length; i += size) seen.push(reader.push(text.slice(i, i + size)));
  reader.end();
  return seen;
}

test('rows come out whole however the text is cut, each as soon as it is complete', () => {
  for (const size of [1, 2, 3, 7, 16, 64, text.length]) {
    expect(feed(size).flat()).toEqual(rows);
  }
  const byOne = feed(1);
  const firstEnd = text.indexOf('\n }') + 3; // the first row closes at this character
  expect(byOne.findIndex((r) => r.length > 0)).toBe(firstEnd - 1);
});

test('an empty list has no rows', () => {
  const reader = jsonArrayRows();
  expect(reader.push(' [ ] ')).toEqual([]);
  expect(() => reader.end()).not.toThrow();
});

test('a cut-off list or something else than an array of rows is refused', () => {
  const cut = jsonArrayRows();
  cut.push('[{"id":1},{"id":');
  expect(() => cut.end()).toThrow('not a JSON array of rows');
  expect(() => jsonArrayRows().push('{"id":1}')).toThrow('not a JSON array of rows');
  expect(() => jsonArrayRows().push('[1,2]')).toThrow('not a JSON array of rows');
  expect(() => jsonArrayRows().push('[{"id":1}] [')).toThrow('not a JSON array of rows');
  expect(() => jsonArrayRows().push('[{"id":1},,{"id":2}]')).toThrow('not a JSON array of rows');
  expect(() => jsonArrayRows().push('[{"id":1},{"id":tru}]')).toThrow('not a JSON array of rows');
});
