// What lazyScreens.ts exports, imported at once: the tests' stand-in for it (jest.config.cjs).
export * from '../screens';
export { PasswordResetPage } from '../password-reset/PasswordResetPage';
export { SecurityPage } from '../security/SecurityPage';
