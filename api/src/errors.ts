export type FieldErrors = Record<string, string>;

/** An error with a status and a message meant for a person; the error plugin turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);

export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new AppError(400, 'bad_request', message, fieldErrors);

export const unauthorized = (message = 'Authentication required.') =>
  new AppError(401, 'unauthorized', message);

export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, 'forbidden', message);

export const conflict = (message: string) => new AppError(409, 'conflict', message);

export const tooManyRequests = (message = 'Too many attempts. Please wait and try again.') =>
  new AppError(429, 'too_many_requests', message);
