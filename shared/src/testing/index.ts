// Test helpers, kept out of the main entry so that they never ship in an app's bundle.
export { createFakeApi, FakeResponse } from './fakeApi';
export type { FakeApi, FakeReply, FakeRequest } from './fakeApi';
export { makeTestToken, resetSession, signIn } from './testToken';
export type { SelectedCorp } from './testToken';
export { setupEmployerApi, setupSuperApi } from './signedInApi';
export { renderRemote } from './renderRemote';
export { columnHeaders, optionsOf } from './queries';
export { expectListTexts } from './listTexts';
export type { ListTexts } from './listTexts';
export { peopleChoices } from './people';
export { downloadedFile, downloadedWorkbook, resetWorkbooks } from './downloads';
export type { WrittenWorkbook } from './downloads';
export { answerConfirm } from './confirmDialog';
export { fixBusinessDay } from './businessDay';
export { declaredStatuses, labelled, statusFilterChoices } from './statuses';
