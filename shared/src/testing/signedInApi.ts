import { createFakeApi, type FakeApi } from './fakeApi';
import { resetWorkbooks } from './downloads';
import { signIn, type SelectedCorp } from './testToken';

/** Signed in with these claims, nothing exported by an earlier test, and a new fake API installed. */
function freshStart(claims: Record<string, unknown>, selectedCorp: SelectedCorp): FakeApi {
  resetWorkbooks();
  signIn(claims, selectedCorp);
  return createFakeApi().install();
}

/** A fresh start for a screen test, with an employer of corporation 1 signed in. */
export function setupEmployerApi(): FakeApi {
  return freshStart({ authorities: ['ROLE_EMPLOYER'], corpid: 1 }, 1);
}

/** A fresh start for a screen test, with a super user signed in and `selectedCorpId` selected. */
export function setupSuperApi(selectedCorpId = 0): FakeApi {
  return freshStart({ authorities: ['ROLE_SUPER'] }, selectedCorpId);
}
