/**
 * The HTTP errors of the /api routes. A plain module with no imports, so anything (a global's
 * validator, an upload helper) can throw one without pulling in the logger or Payload; turning
 * an error into a response, with its logging, is src/server/api/error-response.ts.
 */

export type FieldErrors = Record<string, string>

/** The one error type of the /api routes. Its status and message reach the caller as they are. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra response headers, e.g. Retry-After on a 429 or 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * Recognised by its name and status, not by class: the production build can hold more than one
 * copy of this module, and an error made by one fails `instanceof` against another's.
 */
export const isApiError = (error: unknown): error is ApiError =>
  error instanceof Error &&
  error.name === 'ApiError' &&
  Number.isInteger((error as Partial<ApiError>).status)

export const badRequest = (message: string, errors?: FieldErrors) =>
  new ApiError(400, message, errors)
export const unauthorized = () => new ApiError(401, 'Unauthorized: please log in')
export const forbidden = (message = 'Forbidden: staff only') => new ApiError(403, message)
export const notFound = (message = 'Not found') => new ApiError(404, message)
