/**
 * Saving a timesheet's items in one statement, once the caller's transaction holds the sheet's row
 * (so that this statement's snapshot already sees every earlier write to its items): the rows
 * updated, the total rewritten as their exact sum, the audit row written with which fields of which
 * items changed and the total before and after, and every item of the sheet answered, so that the
 * save an employee makes all day costs one round trip past the lock instead of six.
 */
import { TIMESHEET_EDITABLE_STATUSES } from '@staffledger/contracts';
import type { FastifyRequest } from 'fastify';
import type { TimesheetItem } from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';
import { auditRowSql } from '../audit/audit.js';
import { conflict } from '../../errors.js';
import { ITEM_COLUMNS, type ItemValues } from './items.repo.js';
import { assertOwnItems } from './items.validate.js';
import {
  assertEditable,
  HEAD_COLUMNS,
  reachableHead,
  reachCondition,
  type HeadRow,
  type TimesheetHead,
} from './timesheets.access.js';

/** The fields of an item a save may change, as the audit row names them, and their columns. */
const AUDITED = [
  ['type', 'type'],
  ['hoursWorked', 'hours_worked'],
  ['extraHours', 'extra_hours'],
  ['comment', 'comment'],
] as const;

export type SavedItems = {
  /** The sheet as locked for the save. */
  head: TimesheetHead;
  /** Every item of the sheet after the save, by date. */
  items: TimesheetItem[];
};

/**
 * Applies `items` to editable timesheet `id` with its total and audit row, and answers every item
 * after the save; a 404 when the request may not reach the sheet, a 409 when it is no longer
 * editable, a 400 when an id names no item of it. The sheet's row is locked first, by a statement
 * of its own, so that the save's snapshot already sees every earlier write to its items.
 *
 * With `oneTrip`, the lock and the save are the transaction's last statements (`Tx.lastOf`), so
 * the checks are conditions of the save's writes, and a refusal is said afterwards from what the
 * statements read; else they run in the open transaction, whose rollback a refusal makes.
 */
export async function saveItemsAudited(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  items: ItemValues[],
  oneTrip: boolean,
): Promise<SavedItems> {
  const lock = {
    text: `SELECT ${HEAD_COLUMNS} FROM timesheets WHERE id = $1 FOR UPDATE`,
    values: [id],
  };
  const reach = reachCondition(request, 'h', 8);
  const changedFields = AUDITED.map(
    ([field, column]) => `CASE WHEN u.${column} IS DISTINCT FROM o.${column} THEN '${field}' END`,
  ).join(', ');
  const audit = auditRowSql(
    request,
    { entity: 'timesheet', entityId: id, action: 'update' },
    {
      changes: `jsonb_build_object(
        'items', (SELECT coalesce(jsonb_agg(jsonb_build_object('id', d.id, 'fields', d.fields)
                                            ORDER BY d.n), '[]')
                    FROM diff d WHERE cardinality(d.fields) > 0),
        'totalHours', jsonb_build_object('from', prev.total_hours::float8,
                                         'to', sheet.total_hours::float8))`,
      from: 'sheet, prev',
      firstParam: 8 + reach.values.length,
    },
  );
  const save = {
    text: `WITH u AS (
       SELECT * FROM unnest($2::bigint[], $3::text[], $4::numeric[], $5::numeric[], $6::text[])
                     WITH ORDINALITY AS u(id, type, hours_worked, extra_hours, comment, n)
     ),
     o AS (SELECT * FROM timesheet_items WHERE timesheet_id = $1),
     -- the save writes only an editable sheet the request reaches, and only its own items
     ok AS (
       SELECT (h.status = '' OR h.status = ANY($7::text[])) AND ${reach.sql}
              AND NOT EXISTS (SELECT 1 FROM u WHERE NOT EXISTS (SELECT 1 FROM o WHERE o.id = u.id))
              AS ok
         FROM timesheets h WHERE h.id = $1
     ),
     diff AS (
       SELECT u.id, u.n, array_remove(ARRAY[${changedFields}], NULL) AS fields
         FROM u JOIN o ON o.id = u.id
     ),
     changed AS (
       UPDATE timesheet_items i
          SET type = u.type, hours_worked = u.hours_worked, extra_hours = u.extra_hours,
              comment = u.comment
         FROM u
        WHERE i.id = u.id AND i.timesheet_id = $1 AND (SELECT ok FROM ok)
        RETURNING i.*
     ),
     i AS (
       SELECT o.id, o.calendar_date,
              CASE WHEN c.id IS NULL THEN o.type ELSE c.type END AS type,
              CASE WHEN c.id IS NULL THEN o.hours_worked ELSE c.hours_worked END AS hours_worked,
              CASE WHEN c.id IS NULL THEN o.extra_hours ELSE c.extra_hours END AS extra_hours,
              CASE WHEN c.id IS NULL THEN o.comment ELSE c.comment END AS comment
         FROM o LEFT JOIN changed c ON c.id = o.id
     ),
     prev AS (SELECT total_hours FROM timesheets WHERE id = $1),
     sheet AS (
       UPDATE timesheets
          SET total_hours = (SELECT coalesce(sum(i.hours_worked + i.extra_hours), 0) FROM i),
              update_date = now()
        WHERE id = $1 AND (SELECT ok FROM ok)
        RETURNING total_hours
     ),
     a AS (${audit.text})
     SELECT EXISTS (SELECT 1 FROM sheet) AS written,
            (SELECT json_agg(x ORDER BY x."calendarDate")
               FROM (SELECT ${ITEM_COLUMNS} FROM i) x) AS items,
            (SELECT coalesce(array_agg(u.n - 1 ORDER BY u.n), '{}')
               FROM u WHERE NOT EXISTS (SELECT 1 FROM o WHERE o.id = u.id)) AS strangers`,
    values: [
      id,
      items.map((i) => i.id),
      items.map((i) => i.type),
      items.map((i) => i.hoursWorked),
      items.map((i) => i.extraHours),
      items.map((i) => i.comment),
      TIMESHEET_EDITABLE_STATUSES,
      ...reach.values,
      ...audit.values,
    ],
  };
  type Saved = { written: boolean; items: TimesheetItem[] | null; strangers: string[] };
  let head: TimesheetHead;
  let saved: Saved;
  if (oneTrip) {
    const [locked, answer] = await tx.lastOf([lock, save]);
    saved = answer.rows[0] as Saved;
    if (saved.written)
      return { head: reachableHead(request, locked.rows[0] as HeadRow), items: saved.items ?? [] };
    head = reachableHead(request, locked.rows[0] as HeadRow | undefined);
  } else {
    head = reachableHead(request, (await tx.query<HeadRow>(lock.text, lock.values)).rows[0]);
    assertEditable(head);
    saved = (await tx.query<Saved>(save.text, save.values)).rows[0];
  }
  // nothing was written (or, in an open transaction, the rollback will undo it): say why
  assertEditable(head);
  assertOwnItems(items, saved.strangers.map(Number));
  if (!saved.written) throw conflict('This timesheet changed while it was saved. Try again.');
  return { head, items: saved.items ?? [] };
}
