import { FakeResponse, type FakeReply } from '../testing/fakeApi';
import { ApiError, canRetry, noAnswerError, serverMessage, toApiError } from './ApiError';

const errorOf = (reply: FakeReply) => toApiError(new FakeResponse(reply) as unknown as Response);

test("the server's sentence: its message, else its error code, else a short plain text", async () => {
  const withMessage = await errorOf({
    status: 400,
    body: { error: 'bad_code', message: 'The reset code is not valid.' },
  });
  expect(serverMessage(withMessage)).toBe('The reset code is not valid.');
  expect(serverMessage(await errorOf({ status: 429, body: { error: 'too_many_requests' } }))).toBe(
    'too_many_requests',
  );
  expect(serverMessage(await errorOf({ status: 502, body: 'Mail server refused' }))).toBe(
    'Mail server refused',
  );
  const ours = await errorOf({
    status: 500,
    body: { error: 'internal_error', message: 'Something went wrong on our side. Reference: r-9.' },
  });
  expect(serverMessage(ours)).toBe('Something went wrong on our side. Reference: r-9.');
});

test("a 4xx that said nothing useful still reads 'API call failed: …'", async () => {
  for (const body of ['', '<html><body>Not found</body></html>', {}, 'x'.repeat(600)]) {
    const error = await errorOf({ status: 404, body });
    expect(error.message).toBe('API call failed: Not Found');
    expect(serverMessage(error)).toBeNull();
  }
});

test('a 5xx that said nothing useful names the problem and its request id', async () => {
  for (const body of ['', '<html><body>Bad gateway</body></html>', {}, 'Internal Server Error']) {
    const error = await errorOf({ status: 500, body, headers: { 'X-Request-Id': 'abc-123' } });
    expect(error.message).toBe(
      'The server had a problem (request id abc-123). Try again in a moment.',
    );
    expect(serverMessage(error)).toBeNull();
  }
});

test('a server that is restarting or a gateway that gave up says so', async () => {
  // what the API answers a request that arrives while it shuts down
  const closing = await errorOf({
    status: 503,
    statusText: 'Service Unavailable',
    body: { error: 'Service Unavailable', message: 'Service Unavailable', statusCode: 503 },
  });
  expect(closing.message).toBe('The server is restarting or busy. Try again in a moment.');
  const proxy = await errorOf({ status: 502, statusText: 'Bad Gateway', body: '<html></html>' });
  expect(proxy.message).toBe('The server is restarting or busy. Try again in a moment.');
  const slow = await errorOf({ status: 504, statusText: 'Gateway Timeout', body: '' });
  expect(slow.message).toBe('The server took too long to answer. Try again.');
  // a 503 that names its cause keeps it
  const database = await errorOf({
    status: 503,
    body: { error: 'unavailable', message: 'The database is not reachable.' },
  });
  expect(database.message).toBe('The database is not reachable.');
});

test('a 429 with Retry-After says how long to wait, and carries the seconds', async () => {
  const error = await errorOf({
    status: 429,
    body: { error: 'too_many_requests', message: 'Too many attempts. Please wait and try again.' },
    headers: { 'Retry-After': '540' },
  });
  expect(error.message).toBe('Too many attempts. Try again in 9 minutes.');
  expect(error.retryAfterSeconds).toBe(540);
  expect(error.code).toBe('too_many_requests');
  const unsaid = await errorOf({
    status: 429,
    body: { error: 'too_many_requests', message: 'Too many attempts. Please wait and try again.' },
  });
  expect(unsaid.message).toBe('Too many attempts. Please wait and try again.');
  expect(unsaid.retryAfterSeconds).toBeNull();
});

test('none for what is not an answer of the API (the network failed)', () => {
  expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  expect(serverMessage('offline')).toBeNull();
  expect(serverMessage(noAnswerError(new TypeError('Failed to fetch')))).toBeNull();
});

test('no answer: the server could not be reached, or took too long; a cancel stays a cancel', () => {
  const down = noAnswerError(new TypeError('Failed to fetch'));
  expect(down).toBeInstanceOf(ApiError);
  expect(down).toMatchObject({
    status: 0,
    code: 'unreachable',
    message: 'The server could not be reached. Check your connection and try again.',
  });
  expect(noAnswerError(new DOMException('signal timed out', 'TimeoutError'))).toMatchObject({
    status: 0,
    message: 'The server took too long to answer. Try again.',
  });
  const cancelled = new DOMException('The user aborted a request.', 'AbortError');
  expect(noAnswerError(cancelled)).toBe(cancelled);
});

test('Retry helps with no answer, a server problem or a timeout; not with a refusal or a 429', async () => {
  expect(canRetry(noAnswerError(new TypeError('Failed to fetch')))).toBe(true);
  expect(canRetry(new TypeError('Failed to fetch'))).toBe(true);
  for (const status of [500, 502, 503, 504, 408]) {
    expect(canRetry(await errorOf({ status, body: '' }))).toBe(true);
  }
  for (const status of [400, 401, 403, 404, 409, 413, 415, 429]) {
    expect(canRetry(await errorOf({ status, body: { message: 'No.' } }))).toBe(false);
  }
  expect(canRetry(new Error('Not authenticated'))).toBe(false);
  expect(canRetry('offline')).toBe(false);
});
