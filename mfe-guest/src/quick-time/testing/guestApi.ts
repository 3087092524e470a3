import type { Attachment } from '@staffledger/shared';
import { createFakeApi, type FakeApi } from '@staffledger/shared/testing';
import { guestHistory, itemsOf, openSheets } from '../test-data';

/** The fake API of a guest whose code opens `openSheets`, with their items, `files` and history. */
export function installGuestApi(files: Attachment[] = []): FakeApi {
  const api = createFakeApi().install();
  api.on('GET', '/guest/:code/verify', { body: openSheets });
  api.on('GET', '/guest/:code/ts/:id/items', (req) => ({ body: itemsOf(Number(req.params.id)) }));
  api.on('GET', '/guest/:code/ts/:id/attachments', { body: files });
  api.on('GET', '/guest/:code/ts/:id/history', { body: guestHistory });
  return api;
}
