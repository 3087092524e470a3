import { optionsFromLabels } from './options';

const LABELS = { ACTIVE: 'Active', INACTIVE: 'Inactive', ON_LEAVE: 'On Leave' } as const;

test('every value of the label map, in its order', () => {
  expect(optionsFromLabels(LABELS)).toEqual([
    { value: 'ACTIVE', label: 'Active' },
    { value: 'INACTIVE', label: 'Inactive' },
    { value: 'ON_LEAVE', label: 'On Leave' },
  ]);
});

test('only the values asked for, in their order; an unknown value shows as it is', () => {
  expect(optionsFromLabels(LABELS, ['INACTIVE', 'ACTIVE', 'ARCHIVED'])).toEqual([
    { value: 'INACTIVE', label: 'Inactive' },
    { value: 'ACTIVE', label: 'Active' },
    { value: 'ARCHIVED', label: 'ARCHIVED' },
  ]);
  expect(optionsFromLabels(LABELS, [])).toEqual([]);
});
