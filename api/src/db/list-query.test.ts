import { AppError } from '../errors.js';
import {
  escapeLike,
  isIsoDate,
  MAX_OFFSET,
  parseListQuery,
  rememberWalked,
  WALK_VERDICT,
  walkedLately,
  type ListSpec,
} from './list-query.js';

const spec: ListSpec = {
  sortable: { name: 'lower(c.name)', status: 'c.status', startDate: 'c.start_date', id: 'c.id' },
  filters: {
    name: { column: 'c.name', kind: 'text' },
    status: { column: 'c.status', kind: 'enum', values: ['ACTIVE', 'INACTIVE', 'ONBOARDING'] },
    invoiced: { column: 'c.invoiced', kind: 'bool' },
    startDate: { column: 'c.start_date', kind: 'date' },
  },
  defaultSort: 'name',
  tiebreak: 'c.id',
};

/** Parses and returns the 400's field errors (fails when nothing is thrown). */
function fieldErrorsOf(query: Record<string, unknown>): Record<string, string> {
  try {
    parseListQuery(spec, query);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    const err = e as AppError;
    expect(err.statusCode).toBe(400);
    return (err.fieldErrors ?? {}) as Record<string, string>;
  }
  throw new Error(`expected ${JSON.stringify(query)} to be refused`);
}

describe('parseListQuery defaults', () => {
  test('an empty query gives the whole list in the default order with a stable tiebreak', () => {
    expect(parseListQuery(spec, {})).toEqual({
      where: '',
      conditions: [],
      values: [],
      orderBy: 'ORDER BY lower(c.name) ASC, c.id ASC',
      sort: 'name',
      order: 'asc',
      limit: undefined,
      offset: undefined,
      withTotal: true,
      searches: {},
      given: {},
    });
  });

  test('undefined and null queries are treated as empty', () => {
    expect(parseListQuery(spec, undefined).where).toBe('');
    expect(parseListQuery(spec, null).where).toBe('');
  });

  test('a default order from the spec is used', () => {
    expect(parseListQuery({ ...spec, defaultOrder: 'desc' }, {}).orderBy).toBe(
      'ORDER BY lower(c.name) DESC, c.id DESC',
    );
  });
});

describe('parseListQuery paging', () => {
  test.each([
    ['1', 1],
    ['50', 50],
    ['1000', 1000],
  ])('limit %s is accepted', (raw, n) => {
    expect(parseListQuery(spec, { limit: raw }).limit).toBe(n);
  });

  test.each([
    '0',
    '-1',
    '1001',
    '100000',
    '1.5',
    '1e3',
    ' 5',
    '5 ',
    '',
    'abc',
    '+5',
    '0x10',
    '99999999999',
  ])('limit %j is refused', (raw) => {
    expect(fieldErrorsOf({ limit: raw })).toHaveProperty('limit');
  });

  test.each([
    ['0', 0],
    ['50', 50],
    [String(MAX_OFFSET), MAX_OFFSET],
  ])('offset %s is accepted', (raw, n) => {
    expect(parseListQuery(spec, { offset: raw }).offset).toBe(n);
  });

  test.each(['-1', String(MAX_OFFSET + 1), '1.0', 'x', ''])('offset %j is refused', (raw) => {
    expect(fieldErrorsOf({ offset: raw })).toHaveProperty('offset');
  });

  test('numbers already coerced by the framework are accepted', () => {
    expect(parseListQuery(spec, { limit: 10, offset: 20 })).toMatchObject({
      limit: 10,
      offset: 20,
    });
  });

  test('a repeated limit is refused', () => {
    expect(fieldErrorsOf({ limit: ['10', '20'] })).toHaveProperty('limit');
  });

  test.each([
    ['false', false],
    ['FALSE', false],
    ['true', true],
    ['True', true],
  ])('withTotal=%s', (raw, expected) => {
    expect(parseListQuery(spec, { withTotal: raw, limit: '5' }).withTotal).toBe(expected);
  });

  test('withTotal must be a boolean', () => {
    expect(fieldErrorsOf({ withTotal: 'no' })).toHaveProperty('withTotal');
  });
});

describe('parseListQuery sorting', () => {
  test('a whitelisted sort field picks its SQL expression', () => {
    expect(parseListQuery(spec, { sort: 'startDate' }).orderBy).toBe(
      'ORDER BY c.start_date ASC, c.id ASC',
    );
  });

  test.each(['asc', 'ASC', 'Asc', 'desc', 'DESC', 'dEsC'])(
    'order %s is accepted in any case',
    (o) => {
      const r = parseListQuery(spec, { sort: 'status', order: o });
      expect(r.order).toBe(o.toLowerCase());
      expect(r.orderBy).toBe(`ORDER BY c.status ${o.toUpperCase()}, c.id ${o.toUpperCase()}`);
    },
  );

  test('order alone applies to the default sort', () => {
    expect(parseListQuery(spec, { order: 'desc' }).orderBy).toBe(
      'ORDER BY lower(c.name) DESC, c.id DESC',
    );
  });

  test('sorting on the tiebreak itself does not repeat it', () => {
    expect(parseListQuery(spec, { sort: 'id', order: 'desc' }).orderBy).toBe('ORDER BY c.id DESC');
  });

  test.each([
    'password',
    'lower(c.name)',
    'name;drop table x',
    'Name',
    '',
    'constructor',
    '__proto__',
  ])('sort %j is refused', (s) => {
    expect(fieldErrorsOf({ sort: s }).sort).toMatch(/sort must be one of: name, status/);
  });

  test.each(['up', 'ascending', '', 'asc;', '1'])('order %j is refused', (o) => {
    expect(fieldErrorsOf({ order: o })).toHaveProperty('order');
  });
});

describe('parseListQuery text filters', () => {
  test('a text filter is a case-insensitive contains with a bind parameter', () => {
    const r = parseListQuery(spec, { name: 'Acme' });
    expect(r.where).toBe("WHERE lower(c.name) LIKE lower($1) ESCAPE '\\'");
    expect(r.values).toEqual(['%Acme%']);
  });

  test('LIKE wildcards and the escape character match literally', () => {
    expect(parseListQuery(spec, { name: '50%_off\\' }).values).toEqual(['%50\\%\\_off\\\\%']);
  });

  test('SQL in a filter value stays a value', () => {
    const r = parseListQuery(spec, { name: "x' OR 1=1 --" });
    expect(r.where).toBe("WHERE lower(c.name) LIKE lower($1) ESCAPE '\\'");
    expect(r.values).toEqual(["%x' OR 1=1 --%"]);
  });

  test('an empty or blank text filter is no filter', () => {
    expect(parseListQuery(spec, { name: '' }).where).toBe('');
    expect(parseListQuery(spec, { name: '   ' }).where).toBe('');
  });

  test('an overlong text filter is refused', () => {
    expect(fieldErrorsOf({ name: 'x'.repeat(201) })).toHaveProperty('name');
  });

  test('a repeated text filter is refused', () => {
    expect(fieldErrorsOf({ name: ['a', 'b'] })).toHaveProperty('name');
  });
});

describe('parseListQuery enum filters', () => {
  test('one value matches exactly, in any case', () => {
    const r = parseListQuery(spec, { status: 'active' });
    expect(r.where).toBe('WHERE c.status = $1');
    expect(r.values).toEqual(['ACTIVE']);
  });

  test('several comma-separated values match any of them', () => {
    const r = parseListQuery(spec, { status: 'active, Inactive,ACTIVE' });
    expect(r.where).toBe('WHERE c.status = ANY($1::text[])');
    expect(r.values).toEqual([['ACTIVE', 'INACTIVE']]);
  });

  test('a repeated enum parameter is merged', () => {
    expect(parseListQuery(spec, { status: ['active', 'onboarding'] }).values).toEqual([
      ['ACTIVE', 'ONBOARDING'],
    ]);
  });

  test('a value with a condition of its own is answered by it, the others by the column', () => {
    const computed: ListSpec = {
      ...spec,
      filters: {
        status: {
          ...spec.filters.status,
          where: { INACTIVE: "c.status = 'INACTIVE' AND c.end_date < now()" },
        },
      },
    };
    expect(parseListQuery(computed, { status: 'inactive' }).where).toBe(
      "WHERE (c.status = 'INACTIVE' AND c.end_date < now())",
    );
    const both = parseListQuery(computed, { status: 'inactive,active,onboarding' });
    expect(both.where).toBe(
      "WHERE ((c.status = 'INACTIVE' AND c.end_date < now()) OR c.status = ANY($1::text[]))",
    );
    expect(both.values).toEqual([['ACTIVE', 'ONBOARDING']]);
    expect(parseListQuery(computed, { status: 'active' }).where).toBe('WHERE c.status = $1');
  });

  test('an empty enum filter is no filter', () => {
    expect(parseListQuery(spec, { status: '' }).where).toBe('');
    expect(parseListQuery(spec, { status: ' , ' }).where).toBe('');
  });

  test.each(['closed', 'ACTIVE,closed', 'ACT', "ACTIVE' OR '1'='1"])(
    'status %j is refused',
    (s) => {
      expect(fieldErrorsOf({ status: s }).status).toBe(
        'status must be one of: ACTIVE, INACTIVE, ONBOARDING',
      );
    },
  );
});

describe('parseListQuery boolean and date filters', () => {
  test.each([
    ['true', true],
    ['TRUE', true],
    ['false', false],
    ['False', false],
  ])('invoiced=%s', (raw, b) => {
    const r = parseListQuery(spec, { invoiced: raw });
    expect(r.where).toBe('WHERE c.invoiced = $1');
    expect(r.values).toEqual([b]);
  });

  test.each(['yes', '1', 'on'])('invoiced=%s is refused', (raw) => {
    expect(fieldErrorsOf({ invoiced: raw })).toHaveProperty('invoiced');
  });

  test('a date filter matches one day', () => {
    const r = parseListQuery(spec, { startDate: '2024-02-29' });
    expect(r.where).toBe('WHERE c.start_date = $1::date');
    expect(r.values).toEqual(['2024-02-29']);
  });

  test.each(['2023-02-29', '2024-13-01', '2024-1-1', '01/02/2024', 'today'])(
    'startDate=%s is refused',
    (d) => {
      expect(fieldErrorsOf({ startDate: d })).toHaveProperty('startDate');
    },
  );

  test.each(['0001-01-01', '1899-12-31'])('startDate=%s, a date out of range, is refused', (d) => {
    expect(fieldErrorsOf({ startDate: d })).toEqual({
      startDate: 'startDate must be a date from 1900-01-01 to 9999-12-31',
    });
  });
});

describe('parseListQuery combinations and unknown parameters', () => {
  test('filters combine with AND and number their parameters in order', () => {
    const r = parseListQuery(spec, { status: 'active', name: 'a', invoiced: 'true' }, 3);
    expect(r.where).toBe(
      "WHERE lower(c.name) LIKE lower($3) ESCAPE '\\' AND c.status = $4 AND c.invoiced = $5",
    );
    expect(r.values).toEqual(['%a%', 'ACTIVE', true]);
    expect(r.conditions).toHaveLength(3);
  });

  test('an unknown query parameter is refused', () => {
    expect(fieldErrorsOf({ city: 'x' })).toEqual({ city: 'Unknown query parameter' });
  });

  test('prototype names are unknown parameters, not filters', () => {
    expect(fieldErrorsOf({ constructor: 'x', toString: 'y' })).toEqual({
      constructor: 'Unknown query parameter',
      toString: 'Unknown query parameter',
    });
  });

  test('a NUL character in any parameter is refused', () => {
    expect(fieldErrorsOf({ name: 'a\u0000b' })).toEqual({
      name: 'name must not contain NUL characters',
    });
    expect(fieldErrorsOf({ status: ['ACTIVE', '\u0000'] })).toHaveProperty('status');
    expect(fieldErrorsOf({ sort: 'name\u0000' })).toHaveProperty('sort');
  });

  test('every bad parameter is reported at once', () => {
    expect(
      Object.keys(fieldErrorsOf({ limit: '-1', sort: 'x', order: 'up', foo: '1' })).sort(),
    ).toEqual(['foo', 'limit', 'order', 'sort']);
  });
});

describe('helpers', () => {
  test('escapeLike', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(escapeLike('plain')).toBe('plain');
  });

  test.each([
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2026-12-31', true],
    ['0001-01-01', true],
    ['0000-01-01', false],
    ['2026-04-31', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['20260101', false],
  ])('isIsoDate(%s) is %s', (d, ok) => {
    expect(isIsoDate(d)).toBe(ok);
  });
});

describe('the verdicts of broad searches', () => {
  test('a verdict holds for its time, then the text is searched again', () => {
    const at = 1_000_000;
    expect(walkedLately('fn\u00001\u0000%a%', at)).toBe(false);
    rememberWalked('fn\u00001\u0000%a%', at);
    expect(walkedLately('fn\u00001\u0000%a%', at + WALK_VERDICT.ms - 1)).toBe(true);
    expect(walkedLately('fn\u00002\u0000%a%', at + 1)).toBe(false);
    expect(walkedLately('fn\u00001\u0000%a%', at + WALK_VERDICT.ms)).toBe(false);
    // and once ended, it is forgotten
    expect(walkedLately('fn\u00001\u0000%a%', at)).toBe(false);
  });

  test('past the number kept, the oldest verdict goes first', () => {
    const at = 2_000_000;
    for (let i = 0; i <= WALK_VERDICT.kept; i++) rememberWalked(`kept ${i}`, at);
    expect(walkedLately('kept 0', at)).toBe(false);
    expect(walkedLately('kept 1', at)).toBe(true);
    expect(walkedLately(`kept ${WALK_VERDICT.kept}`, at)).toBe(true);
  });
});
