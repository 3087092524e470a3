import type { Claims } from './claims';
import { isActive, sessionPhase, warningLead } from './phase';

const NOW = 1_800_000_000_000;
/** Claims of a token of `life` seconds issued `age` seconds before NOW. */
const token = (life: number, age: number): Claims => ({
  username: 'ada',
  givenName: '',
  familyName: '',
  roles: [],
  corpId: null,
  empId: null,
  userId: 1,
  version: 1,
  issuedAt: NOW / 1000 - age,
  exp: NOW / 1000 - age + life,
});

const phase = (claims: Claims, idleFor: number, renewable = true) =>
  sessionPhase({ claims, lastActivity: NOW - idleFor * 1000, now: NOW, renewable });

describe('what an hour-long token needs', () => {
  it.each([
    // [when, its age (s), the user idle for (s), renewable, phase]
    ['early in its life, the user working', 60, 0, true, 'fresh'],
    ['before its last third, the user idle', 2390, 9999, true, 'fresh'],
    ['in its last third, the user working', 2410, 0, true, 'renew'],
    ['in its last seconds, the user working within its life', 3590, 2000, true, 'renew'],
    ['in its last third, the user idle', 2410, 2500, true, 'fresh'],
    ['just before its last two minutes, the user idle', 3470, 2500, true, 'fresh'],
    ['in its last two minutes, the user idle', 3481, 2500, true, 'warn'],
    ['at its end', 3600, 0, true, 'expired'],
    ['past its end', 4000, 9999, true, 'expired'],
    ['in its last third, not renewable', 2410, 0, false, 'fresh'],
    ['in its last seconds, idle, not renewable', 3590, 9999, false, 'fresh'],
    ['at its end, not renewable', 3600, 0, false, 'expired'],
  ] as const)(
    '%s: %s s old, idle %s s, renewable %s → %s',
    (_when, age, idle, renewable, expected) => {
      expect(phase(token(3600, age), idle, renewable)).toBe(expected);
    },
  );
});

describe('short tokens', () => {
  it('warn a third of their life ahead, at most two minutes', () => {
    expect(warningLead(token(3600, 0))).toBe(120_000);
    expect(warningLead(token(30, 0))).toBe(10_000);
    expect(phase(token(30, 19), 25)).toBe('fresh');
    expect(phase(token(30, 21), 25)).toBe('warn');
  });

  it('count a user as active for two thirds of a token life after their last key or click', () => {
    expect(isActive(token(30, 0), NOW - 19_000, NOW)).toBe(true);
    expect(isActive(token(30, 0), NOW - 21_000, NOW)).toBe(false);
  });
});
