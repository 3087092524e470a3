/**
 * Saving a timesheet's items in one statement, once the caller's transaction holds the sheet's row
 * (so that this statement's snapshot already sees every earlier write to its items): the rows
 * updated, the total rewritten as their exact sum, the audit row written with which fields of which
 * items changed and the total before and after, and every item of the sheet answered, so that the
 * save an employee makes all day costs one round trip past the lock instead of six.
 */
import type { FastifyRequest } from 'fastify';
import type { TimesheetItem } from '@staffledger/contracts/schemas';
import type { Tx } from '../../db/tenant.js';
import { auditRowSql } from '../audit/audit.js';
import { ITEM_COLUMNS, type ItemValues } from './items.repo.js';

/** The fields of an item a save may change, as the audit row names them, and their columns. */
const AUDITED = [
  ['type', 'type'],
  ['hoursWorked', 'hours_worked'],
  ['extraHours', 'extra_hours'],
  ['comment', 'comment'],
] as const;

export type SavedItems = {
  /** Every item of the sheet after the save, by date. */
  items: TimesheetItem[];
  /** The positions in the body of ids that are no items of this sheet (the save must be refused). */
  strangers: number[];
};

/**
 * Applies `items` to timesheet `id` (locked by the caller) with its total and audit row; answers
 * every item after the save and the body's positions that name no item of this sheet, which the
 * caller must refuse by throwing (the rollback then undoes this statement whole).
 */
export async function saveItemsAudited(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  items: ItemValues[],
): Promise<SavedItems> {
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
      firstParam: 7,
    },
  );
  const { rows } = await tx.query<SavedItems>(
    `WITH u AS (
       SELECT * FROM unnest($2::bigint[], $3::text[], $4::numeric[], $5::numeric[], $6::text[])
                     WITH ORDINALITY AS u(id, type, hours_worked, extra_hours, comment, n)
     ),
     o AS (SELECT * FROM timesheet_items WHERE timesheet_id = $1),
     diff AS (
       SELECT u.id, u.n, array_remove(ARRAY[${changedFields}], NULL) AS fields
         FROM u JOIN o ON o.id = u.id
     ),
     changed AS (
       UPDATE timesheet_items i
          SET type = u.type, hours_worked = u.hours_worked, extra_hours = u.extra_hours,
              comment = u.comment
         FROM u
        WHERE i.id = u.id AND i.timesheet_id = $1
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
        WHERE id = $1
        RETURNING total_hours
     ),
     a AS (${audit.text})
     SELECT (SELECT json_agg(x ORDER BY x."calendarDate")
               FROM (SELECT ${ITEM_COLUMNS} FROM i) x) AS items,
            (SELECT coalesce(array_agg(u.n - 1 ORDER BY u.n), '{}')
               FROM u WHERE NOT EXISTS (SELECT 1 FROM o WHERE o.id = u.id)) AS strangers`,
    [
      id,
      items.map((i) => i.id),
      items.map((i) => i.type),
      items.map((i) => i.hoursWorked),
      items.map((i) => i.extraHours),
      items.map((i) => i.comment),
      ...audit.values,
    ],
  );
  return { items: rows[0].items ?? [], strangers: rows[0].strangers.map(Number) };
}
