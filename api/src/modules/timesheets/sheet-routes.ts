/**
 * One timesheet's items and attachments are served by one implementation at two places: for
 * signed-in users under /api/timesheets/{id}/..., and for guests under /api/guest/{code}/ts/{id}/...
 * (docs/guests.md). The route plugins take these options; nothing else differs between the two.
 */
import { Type, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import type { FastifyContextConfig } from 'fastify';
import { staffOrEmployee } from '../../plugins/roles.js';
import { ErrorBody } from '../common/routes.js';
import { SheetHistoryEntry, Timesheet, TimesheetItem } from '@staffledger/contracts/schemas';

export type SheetRoutesOptions = {
  /** A timesheet's path below the plugin's prefix: '/timesheets', or '/ts' for guests. */
  sheetPath: string;
  config: FastifyContextConfig;
  /** Path parameters of the prefix (the guest's `code`), for the schema and the documentation. */
  prefixParams?: TProperties;
  /** The timesheet as the submit answer shows it. */
  timesheet: TSchema;
  /** An entry of the sheet's history as the caller may see it. */
  historyEntry: TSchema;
  tags: string[];
  /** Error answers of these callers beyond the resource ones (the guest's 401 and 429). */
  extraErrors?: Record<number, TSchema>;
  /** Only the reads: no item or attachment write is registered (the client's approver). */
  readOnly?: boolean;
};

/** The answer of a submit: the timesheet (as the caller may see it) and its items. */
export const submitAnswer = (timesheet: TSchema) =>
  Type.Object({ timesheet, items: Type.Array(TimesheetItem) });

export const staffSheetRoutes: SheetRoutesOptions = {
  sheetPath: '/timesheets',
  config: staffOrEmployee,
  timesheet: Timesheet,
  historyEntry: SheetHistoryEntry,
  tags: ['timesheets'],
};

/** The route's path parameters after the prefix's (typed as the route's own). */
export function sheetParams<P extends TProperties>(
  opts: SheetRoutesOptions,
  properties: P,
): TObject<P> {
  return Type.Object({ ...opts.prefixParams, ...properties }) as unknown as TObject<P>;
}

/** The error answers of a sheet route: the resource ones, 409 for writes, and the caller's own. */
export function sheetErrors(opts: SheetRoutesOptions, write = false) {
  return {
    400: ErrorBody,
    403: ErrorBody,
    404: ErrorBody,
    ...(write ? { 409: ErrorBody } : {}),
    ...opts.extraErrors,
  };
}
