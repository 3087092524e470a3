import { lazy, type LazyExoticComponent } from 'react';

// The sign-in page is the first page of most visits: the frame of the signed-in app, its landing
// page and the loading of remotes come after it, in one chunk (one request, not one per screen).
// The password reset and the security screen, seldom seen, are chunks of their own.
const frame = () => import(/* webpackChunkName: "signed-in" */ './screens');
type Frame = Awaited<ReturnType<typeof frame>>;

function inFrame<K extends keyof Frame>(name: K): LazyExoticComponent<Frame[K]> {
  return lazy(async () => ({ default: (await frame())[name] }));
}

export const Layout = inFrame('Layout');
export const LandingPage = inFrame('LandingPage');
export const RemoteRoute = inFrame('RemoteRoute');
export const ScreenAccess = inFrame('ScreenAccess');
export const PasswordResetPage = lazy(async () => ({
  default: (await import('./password-reset/PasswordResetPage')).PasswordResetPage,
}));
export const SecurityPage = lazy(async () => ({
  default: (await import('./security/SecurityPage')).SecurityPage,
}));
