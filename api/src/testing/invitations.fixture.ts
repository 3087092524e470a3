/**
 * Reading invitations back as a user would: the e-mails from the outbox (GET /api/outbox, as the
 * super user), the set-password link in them and the user name and code in its fragment.
 */
import { callApi } from './fixtures.js';
import type { TestApp } from './testApp.js';

export type OutboxMail = { to: string; subject: string; text: string; deliveryStatus: string };

/** The e-mails to `to`, oldest first, once background sends are done. */
export async function outboxTo(t: TestApp, to: string): Promise<OutboxMail[]> {
  await t.app.mailer.drain();
  const res = await callApi(t, 'GET', `/api/outbox?to=${encodeURIComponent(to)}`, t.superToken);
  if (res.statusCode !== 200) throw new Error(`outbox: ${res.statusCode} ${res.body}`);
  return (res.json() as OutboxMail[]).filter((m) => m.to === to).reverse();
}

/** The set-password link of a text (an invitation, a reminder, a reset e-mail), or null. */
export function passwordLinkIn(text: string): URL | null {
  const match = /https?:\/\/\S+\/on\/password-reset\?mode=reset\S*/.exec(text);
  return match ? new URL(match[0]) : null;
}

/** The user name and code that a set-password link carries in its fragment. */
export function fragmentOf(link: URL): { user: string | null; code: string | null } {
  const params = new URLSearchParams(link.hash.slice(1));
  return { user: params.get('user'), code: params.get('code') };
}

/** Sets a password with a code, as the reset form does (no current password). */
export function changeWithCode(t: TestApp, userName: string, resetCode: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/user/changePwd',
    payload: { userName, resetCode, newPassword: password },
  });
}
