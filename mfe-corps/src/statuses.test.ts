import { CORP_LIST, CORP_STATUS_LABELS } from '@staffledger/shared';
import { declaredStatuses, labelled, statusFilterChoices } from '@staffledger/shared/testing';
import { CORP_FILTERS } from './corps/CorpList';
import { CORP_STATUS_OPTIONS } from './corps/corps.form';

test('the corporation list filters by every status the form sets, Onboarding included', () => {
  const every = labelled(CORP_STATUS_LABELS);
  expect(statusFilterChoices(CORP_FILTERS)).toEqual(every);
  expect(every.map((o) => o.value)).toEqual(declaredStatuses(CORP_LIST));
  expect(CORP_STATUS_OPTIONS).toEqual(every);
});
