import { ERROR_CODES, type ErrorCode } from '@owo/core/contract';

/** An expected failure: its status, message and code go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message = 'Please sign in to continue') =>
  new HttpError(401, ERROR_CODES.unauthorized, message);

export const notFound = (message: string) => new HttpError(404, ERROR_CODES.notFound, message);

export const validationError = (message: string, errors: Record<string, string[]>, status = 400) =>
  new HttpError(status, ERROR_CODES.validation, message, errors);
