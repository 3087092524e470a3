import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/tenant.js';
import { auditedUpdate, omitting, UNCHANGED, type AuditedUpdate } from './audited-update.js';

type Row = { id: number; name: string; city: string | null; updateDate: string };

/** A transaction that records the audit rows written to it. */
function fakeTx() {
  const audits: unknown[][] = [];
  const tx = {
    query: async (_text: string, values?: unknown[]) => {
      audits.push(values ?? []);
      return { rows: [], rowCount: 1 };
    },
  } as unknown as Tx;
  return { tx, audits };
}

const request = {
  auth: { userId: 3, username: 'ann', roles: ['employer'], corpId: 9, empId: null },
  corpId: 9,
  guest: null,
} as unknown as FastifyRequest;

/** A stored row that `write` changes; `find` records how it was read. */
function store(initial: Row | undefined) {
  let row = initial;
  const reads: boolean[] = [];
  const update: Omit<AuditedUpdate<Row>, 'write'> = {
    entity: 'vendor',
    id: 7,
    find: async (forUpdate) => {
      reads.push(forUpdate);
      return row && { ...row };
    },
    notFound: 'Vendor not found.',
    audited: omitting('id', 'updateDate'),
  };
  const set = (next: Partial<Row>) => {
    row = { ...(row as Row), ...next };
  };
  return { update, set, reads };
}

const acme: Row = { id: 7, name: 'Acme', city: null, updateDate: '2026-01-01T00:00:00.000Z' };

test('the row is locked, written, read back and the changed fields audited', async () => {
  const { tx, audits } = fakeTx();
  const { update, set, reads } = store(acme);
  const after = await auditedUpdate(tx, request, {
    ...update,
    write: async (before) => {
      expect(before).toEqual(acme);
      set({ city: 'Austin', updateDate: '2026-02-01T00:00:00.000Z' });
    },
  });
  expect(after).toEqual({ ...acme, city: 'Austin', updateDate: '2026-02-01T00:00:00.000Z' });
  expect(reads).toEqual([true, false]);
  expect(audits).toEqual([
    [
      'ann',
      3,
      9,
      'vendor',
      '7',
      'update',
      JSON.stringify({ city: { from: null, to: 'Austin' } }),
      'staff',
    ],
  ]);
});

test('a missing row is a 404 and nothing is written', async () => {
  const { tx, audits } = fakeTx();
  const { update } = store(undefined);
  let wrote = false;
  const error = await auditedUpdate(tx, request, {
    ...update,
    write: async () => {
      wrote = true;
    },
  }).catch((e) => e);
  expect(error).toMatchObject({ statusCode: 404, message: 'Vendor not found.' });
  expect(wrote).toBe(false);
  expect(audits).toEqual([]);
});

test('a write that answers UNCHANGED gets the row as it was, with no audit row', async () => {
  const { tx, audits } = fakeTx();
  const { update, reads } = store(acme);
  const answer = await auditedUpdate(tx, request, { ...update, write: async () => UNCHANGED });
  expect(answer).toEqual(acme);
  expect(reads).toEqual([true]);
  expect(audits).toEqual([]);
});

test('a refused write leaves no audit row', async () => {
  const { tx, audits } = fakeTx();
  const { update } = store(acme);
  const refusal = new Error('refused');
  await expect(
    auditedUpdate(tx, request, {
      ...update,
      write: async () => {
        throw refusal;
      },
    }),
  ).rejects.toBe(refusal);
  expect(audits).toEqual([]);
});

test('the audit row names the actor given', async () => {
  const { tx, audits } = fakeTx();
  const { update, set } = store(acme);
  await auditedUpdate(tx, request, {
    ...update,
    write: async () => set({ name: 'Acme Inc' }),
    actor: { userId: 3, username: 'ann', corpId: 12 },
  });
  expect(audits[0].slice(0, 3)).toEqual(['ann', 3, 12]);
});

test('omitting leaves the other fields, in their order, and the row untouched', () => {
  const row = { id: 1, name: 'A', hasLogo: true, city: 'B', updateDate: 'now' };
  expect(Object.entries(omitting('id', 'hasLogo', 'updateDate')(row))).toEqual([
    ['name', 'A'],
    ['city', 'B'],
  ]);
  expect(row).toEqual({ id: 1, name: 'A', hasLogo: true, city: 'B', updateDate: 'now' });
});
