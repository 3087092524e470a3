import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { ADMIN } from './server';

/** The laptop most staff have: every browser test looks at the screens at this size. */
export const STAFF_VIEWPORT = { width: 1366, height: 900 } as const;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * A fresh context (no session, no storage) at the staff laptop's size; `options` as
 * browser.newContext takes them.
 */
export function newStaffContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ viewport: STAFF_VIEWPORT, ...options });
}

export async function signIn(page: Page, baseUrl: string, user = ADMIN): Promise<void> {
  await page.goto(`${baseUrl}/on/login`);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/on/landing');
}

/** A super user picks the corporation to act for: Corporations, then its Switch button. */
export async function switchCorporation(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Corporations', exact: true }).click();
  await page
    .getByRole('row')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Switch' })
    .click();
  await page.getByRole('banner').getByText(name).waitFor();
}

/** A fresh staff page at the laptop's size, signed in as the super user acting for `corporation`. */
export async function staffPageFor(
  browser: Browser,
  baseUrl: string,
  corporation: string,
): Promise<Page> {
  const page = await (await newStaffContext(browser)).newPage();
  await signIn(page, baseUrl);
  await switchCorporation(page, corporation);
  return page;
}

/** A token straight from the API, for seeding data faster than through the screens. */
export async function apiToken(baseUrl: string, user = ADMIN): Promise<string> {
  const res = await fetch(`${baseUrl}/auth/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (!res.ok) throw new Error(`token request failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A JSON call to the API as `token`, acting for corporation `corpId` when given. */
export async function apiSend(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  corpId?: number,
) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(corpId ? { 'X-Corp-ID': String(corpId) } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** POST to the API as `token`, acting for corporation `corpId` when given. */
export function apiPost(
  baseUrl: string,
  token: string,
  path: string,
  body: unknown,
  corpId?: number,
) {
  return apiSend(baseUrl, token, 'POST', path, body, corpId);
}

/** Gives a user a password the way a new employee does: a reset code from the e-mail. */
export async function setPassword(
  baseUrl: string,
  superToken: string,
  user: { username: string; password: string },
): Promise<void> {
  await apiPost(baseUrl, superToken, '/user/resetPwd', { userName: user.username });
  const resetCode = await resetCodeFromOutbox(baseUrl, superToken, user.username);
  await apiPost(baseUrl, superToken, '/user/changePwd', {
    userName: user.username,
    newPassword: user.password,
    resetCode,
  });
}

/** The password reset code of the newest e-mail to `username`, read from the outbox as a super user. */
export async function resetCodeFromOutbox(
  baseUrl: string,
  superToken: string,
  username: string,
): Promise<string> {
  let code = '';
  await eventually(async () => {
    const res = await fetch(`${baseUrl}/api/outbox?to=${encodeURIComponent(username)}`, {
      headers: { Authorization: `Bearer ${superToken}` },
    });
    const [mail] = (await res.json()) as { text: string }[];
    code = /reset code is: (\S+)/.exec(mail.text)![1];
    // on a busy machine the reset's e-mail can take a while to be written after the click
  }, 30_000);
  return code;
}

/** Retries an assertion until it holds: the page renders asynchronously. */
export async function eventually(assertion: () => unknown, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
