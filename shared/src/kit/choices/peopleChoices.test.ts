import { renderHook, waitFor } from '@testing-library/react';
import { createFakeApi, makeTestToken, resetSession, type FakeApi } from '../../testing';
import { loadEmployeeChoices, loadVendorChoices, withCurrent } from './peopleChoices';
import { usePeopleChoices } from './usePeopleChoices';

let api: FakeApi;

beforeEach(() => {
  resetSession(makeTestToken({ authorities: ['ROLE_EMPLOYER'], corpid: 1 }), 1);
  api = createFakeApi().install();
});

test('employees come sorted by full name, whatever the case, as id/label options', async () => {
  api.on('GET', '/employees', {
    body: [
      { id: 2, fullName: 'Sam Lee' },
      { id: 3, fullName: 'adam Baker' },
      { id: 1, fullName: 'Jane Q Doe' },
    ],
  });
  expect(await loadEmployeeChoices()).toEqual([
    { value: '3', label: 'adam Baker' },
    { value: '1', label: 'Jane Q Doe' },
    { value: '2', label: 'Sam Lee' },
  ]);
  expect(Object.fromEntries(api.callsTo('GET', '/employees')[0].query)).toEqual({
    sort: 'name',
    order: 'asc',
    limit: '1000',
  });
});

test('a full page asks for the next one until a short page ends the list', async () => {
  const page = (from: number, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: from + i, name: `Vendor ${from + i}` }));
  api.on('GET', '/vendors', (req) =>
    req.query.get('offset') === '1000' ? { body: page(1001, 3) } : { body: page(1, 1000) },
  );
  const choices = await loadVendorChoices();
  expect(choices).toHaveLength(1003);
  expect(api.callsTo('GET', '/vendors').map((c) => c.query.get('offset'))).toEqual([null, '1000']);
});

test('two vendors of the same name keep a stable order by id', async () => {
  api.on('GET', '/vendors', {
    body: [
      { id: 9, name: 'Acme' },
      { id: 4, name: 'ACME' },
    ],
  });
  expect((await loadVendorChoices()).map((c) => c.value)).toEqual(['4', '9']);
});

test('withCurrent adds the saved value when the list lacks it, and nothing otherwise', () => {
  const list = [{ value: '1', label: 'Acme' }];
  expect(withCurrent(list, '1', 'Acme')).toBe(list);
  expect(withCurrent(list, '', '')).toBe(list);
  expect(withCurrent(list, '5', 'Old Co')).toEqual([...list, { value: '5', label: 'Old Co' }]);
  expect(withCurrent(list, '6', '')).toEqual([...list, { value: '6', label: '#6' }]);
});

test('usePeopleChoices loads both lists, or only the vendors when asked', async () => {
  api.on('GET', '/employees', { body: [{ id: 1, fullName: 'Jane' }] });
  api.on('GET', '/vendors', { body: [{ id: 7, name: 'Acme' }] });
  const both = renderHook(() => usePeopleChoices());
  expect(both.result.current.status).toBe('loading');
  await waitFor(() => expect(both.result.current.status).toBe('ready'));
  expect(both.result.current.employees).toEqual([{ value: '1', label: 'Jane' }]);
  expect(both.result.current.vendors).toEqual([{ value: '7', label: 'Acme' }]);

  const before = api.callsTo('GET', '/employees').length;
  const vendorsOnly = renderHook(() => usePeopleChoices({ employees: false }));
  await waitFor(() => expect(vendorsOnly.result.current.status).toBe('ready'));
  expect(vendorsOnly.result.current.employees).toEqual([]);
  expect(api.callsTo('GET', '/employees')).toHaveLength(before);
});

test('usePeopleChoices reports an error when a list fails', async () => {
  api.on('GET', '/employees', { body: [] });
  api.on('GET', '/vendors', { status: 500 });
  const { result } = renderHook(() => usePeopleChoices());
  await waitFor(() => expect(result.current.status).toBe('error'));
  expect(result.current.vendors).toEqual([]);
});
