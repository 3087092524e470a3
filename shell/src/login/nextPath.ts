/** Where the app's own pages live: the only places a sign-in may lead back to. */
const APP_PATHS = '/on/';
const PAGE_ORIGIN = 'https://staffledger.invalid';

/**
 * The in-app page that `next` names, or null (docs/client.md#signing-in-again-after-a-reload). Only
 * a path of this app, outside the login page: an absolute URL, `//host`, a backslash or a control
 * character, as typed or once decoded (`%2F%2Fhost`), is refused, so that a link cannot send
 * someone who signs in to another site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return null;
  }
  for (const form of [next, decoded]) {
    // eslint-disable-next-line no-control-regex -- control characters are what is refused here
    if (!form.startsWith(APP_PATHS) || form.includes('//') || /[\\\u0000-\u001f]/.test(form)) {
      return null;
    }
  }
  const url = new URL(next, PAGE_ORIGIN);
  if (url.origin !== PAGE_ORIGIN || !url.pathname.startsWith(APP_PATHS)) return null;
  if (url.pathname === '/on/login' || url.pathname.startsWith('/on/login/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, leading back to `location` after the sign-in. */
export function loginPathFor(location: { pathname: string; search: string; hash: string }): string {
  const here = safeNextPath(`${location.pathname}${location.search}${location.hash}`);
  return here ? `/on/login?next=${encodeURIComponent(here)}` : '/on/login';
}
