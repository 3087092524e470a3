/**
 * Fixes the clock the screens read their "today" from (`new Date()`, `Date.now()`) at `instant`
 * for the tests of the file, so that a rule by the business day (the week to open first) does not
 * move with the day the tests run. Timers and everything else keep running as usual.
 */
export function fixBusinessDay(instant: string): void {
  beforeAll(() => {
    jest.useFakeTimers({
      now: new Date(instant),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterAll(() => jest.useRealTimers());
}
