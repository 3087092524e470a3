import { useWholeList, type BillableTimesheet, type WholeList } from '@staffledger/shared';
import { fetchBillable } from './billable.api';

export type BillableData = WholeList<BillableTimesheet>;

/** The approved sheets waiting for an invoice, read again whenever `reloadToken` changes. */
export const useBillable = (reloadToken: unknown): BillableData =>
  useWholeList(fetchBillable, reloadToken);
