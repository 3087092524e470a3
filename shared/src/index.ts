// The entry of @staffledger/shared, a Module Federation singleton. Its other entries: ./core (the
// part the shell's own pages need, re-exported here), ./router (the router), ./sheet (the timesheet
// editor and attachments) and ./testing.
export * from './core';
export * from './contracts';
export * from './kit/list';
export * from './kit/form';
export * from './kit/feedback';
export * from './kit/workflow';
export { saveBlob } from './kit/files/saveBlob';
export * from './kit/choices';
export * from './kit/remote';
// What keeps a signed-in page's session (docs/client.md#staying-signed-in): only the shell's
// signed-in frame runs it, so it stays out of /core and the sign-in page.
export { startSessionKeeper } from './session/keeper';
export type { SessionKeeper } from './session/keeper';
export type { OtherTabHandlers } from './session/tabSync';
export type { RenewalOutcome } from './session/renewal';
export { setSessionResumable } from './session/resume';
