import { toUsStateCode, US_STATES } from './us-states.js';

test('the 50 states, each code once', () => {
  expect(US_STATES).toHaveLength(50);
  expect(new Set(US_STATES.map((s) => s.code)).size).toBe(50);
});

test('a state code is read in any case and trimmed; anything else is not a state', () => {
  expect(toUsStateCode(' ny ')).toBe('NY');
  expect(toUsStateCode('WY')).toBe('WY');
  expect(toUsStateCode('DC')).toBeNull();
  expect(toUsStateCode('New York')).toBeNull();
});
