import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

// The sign-in page is the first page of most visits: the frame of the signed-in app, its landing
// page and the loading of remotes come after it, in one chunk (one request, not one per screen).
// The password reset and the security screen, seldom seen, are chunks of their own.
const frame = () => import(/* webpackChunkName: "signed-in" */ './screens');

/**
 * A lazy screen that loads again after a failure: React.lazy keeps a rejection for ever, so a
 * failed load is replaced by a fresh one, which the next render (Retry, another route) starts.
 */
export function retryable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  current = fresh();
  function Screen(props: P) {
    return createElement(current as ComponentType<P>, props);
  }
  return Screen;
}

export const Layout = retryable(async () => ({ default: (await frame()).Layout }));
export const LandingPage = retryable(async () => ({ default: (await frame()).LandingPage }));
export const RemoteRoute = retryable(async () => ({ default: (await frame()).RemoteRoute }));
export const ScreenAccess = retryable(async () => ({ default: (await frame()).ScreenAccess }));
export const PasswordResetPage = retryable(async () => ({
  default: (await import('./password-reset/PasswordResetPage')).PasswordResetPage,
}));
export const SecurityPage = retryable(async () => ({
  default: (await import('./security/SecurityPage')).SecurityPage,
}));
