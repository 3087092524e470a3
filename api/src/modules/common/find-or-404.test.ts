import { AppError } from '../../errors.js';
import { findOr404 } from './find-or-404.js';

test('a found row is answered as it is, falsy values that are rows included', async () => {
  const row = { id: 7 };
  await expect(findOr404(Promise.resolve(row), 'Vendor not found.')).resolves.toBe(row);
  await expect(findOr404(Promise.resolve(0), 'x')).resolves.toBe(0);
  await expect(findOr404(Promise.resolve(''), 'x')).resolves.toBe('');
  await expect(findOr404(Promise.resolve(true), 'x')).resolves.toBe(true);
});

test.each([undefined, null, false])(
  'nothing found (%p) is a 404 with the message',
  async (none) => {
    const error = await findOr404(Promise.resolve(none), 'Vendor not found.').catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'not_found',
      message: 'Vendor not found.',
    });
  },
);
