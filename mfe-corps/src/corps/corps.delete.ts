import { apiFetch } from '@staffledger/shared';
import { CORPS_PATH } from './corps.api';

/**
 * DELETE /corps/{id} with the name typed as the confirmation (docs/roles-and-tenancy.md, Deleting
 * a corporation): every row of the corporation goes, its audit rows stay.
 */
export async function deleteCorp(corpId: number, name: string): Promise<void> {
  await apiFetch(`${CORPS_PATH}/${corpId}`, { method: 'DELETE', body: { name } });
}

/** Whether the text typed confirms `name`: the same, but for spaces around it, as the API checks. */
export const confirmsName = (typed: string, name: string) => typed.trim() === name;

/** The message the corporations list shows after a deletion. */
export const deletedNotice = (name: string) => `Corporation ${name} deleted.`;
