import { apiFetch } from '@staffledger/shared';

export const CORPS_PATH = '/corps';

/** PUT /corps/{id}/logo, multipart with the file in the field `logo`. */
export async function uploadCorpLogo(corpId: number, file: File): Promise<void> {
  const body = new FormData();
  body.append('logo', file);
  await apiFetch(`${CORPS_PATH}/${corpId}/logo`, { method: 'PUT', body });
}

export const LOGO_RELOAD_DELAY_MS = 500;
export const CORP_SAVE_RETURN_DELAY_MS = 1000;
