import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from '@staffledger/shared/router';

/** How long a route change waits for the new page's heading (a remote may still be loading). */
export const HEADING_WAIT_MS = 10_000;

/**
 * Focuses the page's heading, the first h1 in `main` (made focusable by script only, tabindex -1),
 * and answers whether there was one.
 */
export function focusPageHeading(main: HTMLElement): boolean {
  const heading = main.querySelector('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Whether the user has clicked or typed in this document yet. Browsers without
 * `navigator.userActivation` answer yes: there only the document's first location is skipped.
 */
function userHasActed(): boolean {
  return (navigator as Partial<Navigator>).userActivation?.hasBeenActive ?? true;
}

/**
 * After a route change, keyboard focus moves to the new page's heading, so that keyboard and screen
 * reader users start on the page they opened, not on the link that led there, nor on the body when
 * that control went away (Save returns from a form to its list). A remote's screen renders its
 * heading later, once Module Federation has loaded it: the hook waits for it, up to
 * HEADING_WAIT_MS, and lets it be when the user has moved focus elsewhere meanwhile.
 *
 * Not on the document's first page (a reload, a typed or bookmarked address, and the redirect of
 * `/` to the landing page), nor before the user has clicked or typed anything: there the browser
 * starts at the top, with the skip link first in the tab order. Signing in is a route change
 * from the login page, which lives outside this layout, so the landing heading does get focus;
 * the login form itself is never touched.
 *
 * `ready`: the layout shows `main` (the session is read and the user signed in).
 */
export function usePageHeadingFocus(main: RefObject<HTMLElement | null>, ready: boolean): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const documentStart = useRef(navigationType === 'POP' ? location.key : null);
  const { pathname } = location;
  // read inside the effect without re-running it: filters and paging change only the query string
  // (and the key), and focus stays in the control the user is working in
  const key = useRef(location.key);
  key.current = location.key;

  useEffect(() => {
    const root = main.current;
    if (!ready || !root || key.current === documentStart.current || !userHasActed()) return;
    const before = document.activeElement;
    const movedOn = () => {
      const active = document.activeElement;
      return !!active && active !== before && active !== document.body;
    };
    const attempt = () => movedOn() || focusPageHeading(root);
    if (attempt()) return;

    const observer = new MutationObserver(() => {
      if (attempt()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(root, { childList: true, subtree: true });
    return stop;
  }, [pathname, ready, main]);
}
