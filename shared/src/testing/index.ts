// Test helpers, kept out of the main entry so that they never ship in an app's bundle.
export { createFakeApi, FakeResponse } from './fakeApi';
export type { FakeApi, FakeReply, FakeRequest } from './fakeApi';
export { makeTestToken, resetSession } from './testToken';
export { renderRemote } from './renderRemote';
export { downloadedWorkbook, fakeXlsx, resetWorkbooks } from './fakeXlsx';
export type { WrittenWorkbook } from './fakeXlsx';
export { answerConfirm } from './confirmDialog';
