// The frame of the signed-in app and its screens that the sign-in page does not show, loaded
// together (lazyScreens.ts).
export { Layout } from './layout/Layout';
export { LandingPage } from './landing/LandingPage';
export { RemoteRoute } from './mf/RemoteRoute';
export { ScreenAccess } from './access/ScreenAccess';
