import { AppError } from '../../errors.js';
import {
  assertBodyId,
  assertOwnCorporation,
  clean,
  FieldChecks,
  given,
  isEmail,
} from './validate.js';

const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err as AppError;
  }
  throw new Error('nothing was thrown');
};

test('clean trims and turns blanks into null', () => {
  expect(clean('  Acme ')).toBe('Acme');
  expect([' ', '', null, undefined].map(clean)).toEqual([null, null, null, null]);
});

test('given is false only for absent, null and empty text', () => {
  expect([undefined, null, ''].map(given)).toEqual([false, false, false]);
  expect([0, ' ', '0', false].map(given)).toEqual([true, true, true, true]);
});

test('isEmail wants a name, an @ and a dotted domain', () => {
  expect(isEmail('ann@example.com')).toBe(true);
  expect(isEmail('ann@mail.example.co.uk')).toBe(true);
  const bad = ['ann', 'ann@example', 'ann@.com', 'a nn@example.com', '@example.com'];
  expect(bad.map(isEmail)).toEqual([false, false, false, false, false]);
});

test('required answers the trimmed text or says the field is required', () => {
  const form = new FieldChecks();
  expect(form.required('name', ' Acme ', 'Name')).toBe('Acme');
  expect(form.required('code', ' ', 'Billing code')).toBeNull();
  expect(form.errors).toEqual({ code: 'Billing code is required' });
});

describe('oneOf', () => {
  const STATUSES = ['ACTIVE', 'INACTIVE', 'ON_LEAVE'] as const;

  test('takes any case and answers upper case', () => {
    const form = new FieldChecks();
    expect(form.oneOf('status', ' inactive ', STATUSES, 'Status')).toBe('INACTIVE');
    expect(form.errors).toEqual({});
  });

  test('blank is null, an error only when required', () => {
    const form = new FieldChecks();
    expect(form.oneOf('status', '  ', STATUSES, 'Status')).toBeNull();
    expect(form.oneOf('status', undefined, STATUSES, 'Status')).toBeNull();
    expect(form.errors).toEqual({});
    expect(form.oneOf('type', null, STATUSES, 'Contact 1: type', { required: true })).toBeNull();
    expect(form.errors).toEqual({ type: 'Contact 1: type is required' });
  });

  test('anything else is null with the allowed values listed', () => {
    const form = new FieldChecks();
    expect(form.oneOf('status', 'gone', STATUSES, 'Status')).toBeNull();
    expect(form.errors).toEqual({ status: 'Status must be one of: ACTIVE, INACTIVE, ON_LEAVE' });
  });

  test('spaces and hyphens read as underscores only when asked', () => {
    const form = new FieldChecks();
    const words = { underscores: true };
    expect(form.oneOf('a', 'on leave', STATUSES, 'Status', words)).toBe('ON_LEAVE');
    expect(form.oneOf('b', 'On - Leave', STATUSES, 'Status', words)).toBe('ON_LEAVE');
    expect(form.errors).toEqual({});
    expect(form.oneOf('c', 'on leave', STATUSES, 'Status')).toBeNull();
    expect(Object.keys(form.errors)).toEqual(['c']);
  });
});

describe('date', () => {
  test('a real date is answered trimmed; blank is null', () => {
    const form = new FieldChecks();
    expect(form.date('startDate', ' 2028-02-29 ', 'Start date')).toBe('2028-02-29');
    expect(form.date('endDate', '', 'End date')).toBeNull();
    expect(form.errors).toEqual({});
  });

  test('blank and required says so', () => {
    const form = new FieldChecks();
    expect(form.date('invoiceDate', null, 'Invoice date', true)).toBeNull();
    expect(form.errors).toEqual({ invoiceDate: 'Invoice date is required' });
  });

  test('text that is no real date keeps its text and gets an error', () => {
    const form = new FieldChecks();
    expect(form.date('a', '2026-02-29', 'Start date')).toBe('2026-02-29');
    expect(form.date('b', '03/08/2026', 'First period end', true)).toBe('03/08/2026');
    expect(form.errors).toEqual({
      a: 'Start date must be a valid date written YYYY-MM-DD',
      b: 'First period end must be a valid date written YYYY-MM-DD',
    });
  });

  test('a real date outside 1900-01-01 to 9999-12-31 gets an error; the ends are taken', () => {
    const form = new FieldChecks();
    expect(form.date('a', '1900-01-01', 'Start date')).toBe('1900-01-01');
    expect(form.date('b', '9999-12-31', 'End date')).toBe('9999-12-31');
    expect(form.errors).toEqual({});
    form.date('c', '1899-12-31', 'Start date');
    form.date('d', '0001-01-01', 'End date');
    expect(form.errors).toEqual({
      c: 'Start date must be from 1900-01-01 to 9999-12-31',
      d: 'End date must be from 1900-01-01 to 9999-12-31',
    });
  });
});

describe('money', () => {
  test('a number with at most 2 decimals becomes exact text and cents', () => {
    const form = new FieldChecks();
    expect(form.money('billRate', 87.35, 'Rate', 1000)).toEqual({ text: '87.35', cents: 8735n });
    expect(form.money('billRate', 0, 'Rate', 1000)).toEqual({ text: '0.00', cents: 0n });
    expect(form.money('billRate', 1000, 'Rate', 1000)?.text).toBe('1000.00');
    expect(form.errors).toEqual({});
  });

  test.each([
    [undefined, 'Rate is required'],
    [null, 'Rate is required'],
    [-0.01, 'Rate must be 0 or more'],
    [1000.01, 'Rate must be at most 1,000.00'],
    [1.005, 'Rate has at most 2 decimals'],
    ['12', 'Rate must be a number'],
    [Infinity, 'Rate must be a number'],
  ])('%p is refused: %s', (value, message) => {
    const form = new FieldChecks();
    expect(form.money('billRate', value, 'Rate', 1000)).toBeNull();
    expect(form.errors).toEqual({ billRate: message });
  });
});

test('a contact person is trimmed, needs a name and a well-formed e-mail address', () => {
  const form = new FieldChecks();
  expect(form.contactPerson(0, { name: ' Ann ', role: ' ', email: 'ann@example.com' })).toEqual({
    name: 'Ann',
    role: null,
    email: 'ann@example.com',
    phone: null,
  });
  expect(form.errors).toEqual({});
  expect(form.contactPerson(1, { name: '  ', email: 'ann@', phone: ' 555 ' })).toEqual({
    name: '',
    role: null,
    email: 'ann@',
    phone: '555',
  });
  expect(form.errors).toEqual({
    'contacts.1.name': 'Contact 2: name is required',
    'contacts.1.email': 'Contact 2: email is not a valid e-mail address',
  });
});

describe('the id of the address', () => {
  test('a replace accepts no id, an empty one or the same one, as number or text', () => {
    const form = new FieldChecks();
    for (const id of [undefined, null, '', 7, '7']) form.bodyId(id, 7);
    expect(form.errors).toEqual({});
  });

  test('a replace refuses another id', () => {
    const form = new FieldChecks();
    form.bodyId('8', 7);
    expect(form.errors).toEqual({ id: 'id does not match the address' });
  });

  test('a create ignores any id, or refuses it with the message given', () => {
    const form = new FieldChecks();
    form.bodyId(5, undefined);
    expect(form.errors).toEqual({});
    form.bodyId(5, undefined, 'A new vendor has no id');
    expect(form.errors).toEqual({ id: 'A new vendor has no id' });
  });

  test('assertBodyId refuses at once, with the field error', () => {
    expect(() => assertBodyId('7', 7)).not.toThrow();
    expect(thrown(() => assertBodyId(8, 7))).toMatchObject({
      statusCode: 400,
      message: 'id does not match the address',
      fieldErrors: { id: 'id does not match the address' },
    });
    expect(thrown(() => assertBodyId(1, undefined, 'A new corporation has no id'))).toMatchObject({
      message: 'A new corporation has no id',
      fieldErrors: { id: 'A new corporation has no id' },
    });
  });
});

test('assertValid refuses with the first message and every field, in the order found', () => {
  const form = new FieldChecks();
  expect(() => form.assertValid()).not.toThrow();
  form.required('name', '', 'Name');
  form.oneOf('status', 'x', ['A'], 'Status');
  const error = thrown(() => form.assertValid());
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({
    statusCode: 400,
    code: 'bad_request',
    message: 'Name is required',
  });
  expect(error.fieldErrors).toEqual({
    name: 'Name is required',
    status: 'Status must be one of: A',
  });
  expect(Object.keys(error.fieldErrors ?? {})).toEqual(['name', 'status']);
});

test('a body corporation may echo the request’s or be 0; another one is a 403', () => {
  for (const corpId of [undefined, null, '', 0, '0', 4, '4']) {
    expect(() => assertOwnCorporation(corpId, 4)).not.toThrow();
  }
  expect(thrown(() => assertOwnCorporation(5, 4))).toMatchObject({
    statusCode: 403,
    message: 'You may not act for another corporation.',
  });
  expect(thrown(() => assertOwnCorporation(4, null))).toMatchObject({ statusCode: 403 });
});
