import { causeOfStatus, parseRetryAfter, serverProblem, tryAgainIn } from './causes';

describe('tryAgainIn', () => {
  test.each([
    [0, 'Try again now.'],
    [1, 'Try again in 1 second.'],
    [0.2, 'Try again in 1 second.'],
    [45, 'Try again in 45 seconds.'],
    [59, 'Try again in 59 seconds.'],
    [60, 'Try again in 1 minute.'],
    [61, 'Try again in 2 minutes.'],
    [540, 'Try again in 9 minutes.'],
    [541, 'Try again in 10 minutes.'],
    [600, 'Try again in 10 minutes.'],
  ])('%d s → %s', (seconds, text) => {
    expect(tryAgainIn(seconds)).toBe(text);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');

  test.each([
    ['540', 540],
    [' 0 ', 0],
    ['Fri, 27 Nov 2026 10:09:00 GMT', 540],
    ['Fri, 27 Nov 2026 10:00:00.400 GMT', 1],
    ['Fri, 27 Nov 2026 09:00:00 GMT', 0],
  ])('%j → %d seconds', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });

  test.each([null, '', '-5', '1.5', '12abc', 'soon'])('%j → null', (header) => {
    expect(parseRetryAfter(header, now)).toBeNull();
  });
});

describe('causeOfStatus', () => {
  test('timeouts, restarts and server problems; nothing for other answers', () => {
    expect(causeOfStatus(504, null)).toBe('The server took too long to answer. Try again.');
    expect(causeOfStatus(408, null)).toBe('The server took too long to answer. Try again.');
    expect(causeOfStatus(503, null)).toBe(
      'The server is restarting or busy. Try again in a moment.',
    );
    expect(causeOfStatus(502, 'r-1')).toBe(
      'The server is restarting or busy. Try again in a moment.',
    );
    expect(causeOfStatus(500, 'r-1')).toBe(serverProblem('r-1'));
    expect(causeOfStatus(404, null)).toBeNull();
    expect(causeOfStatus(400, null)).toBeNull();
  });

  test('a server problem names its request id when there is one', () => {
    expect(serverProblem('0c1d')).toBe(
      'The server had a problem (request id 0c1d). Try again in a moment.',
    );
    expect(serverProblem(null)).toBe('The server had a problem. Try again in a moment.');
  });
});
