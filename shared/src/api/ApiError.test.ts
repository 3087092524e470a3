import { FakeResponse, type FakeReply } from '../testing/fakeApi';
import { serverMessage, toApiError } from './ApiError';

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
});

test("none when the server said nothing useful; the error still reads 'API call failed: …'", async () => {
  for (const body of ['', '<html><body>Bad gateway</body></html>', {}, 'x'.repeat(600)]) {
    const error = await errorOf({ status: 500, body });
    expect(error.message).toBe('API call failed: Internal Server Error');
    expect(serverMessage(error)).toBeNull();
  }
});

test('none for what is not an answer of the API (the network failed)', () => {
  expect(serverMessage(new TypeError('Failed to fetch'))).toBeNull();
  expect(serverMessage('offline')).toBeNull();
});
