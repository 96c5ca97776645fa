import { ZodError, type core } from 'zod'

import { serverLog } from '@/server/log/server-log'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './database-unavailable'
import { isPayloadValidationError, type PayloadValidationError } from './payload-errors'

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

const summarise = (errors: FieldErrors): string => Object.values(errors).join('. ')

export const fromZodError = (error: core.$ZodError): ApiError => {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    // An unknown key is that key's error, so a form (or a caller) sees which one it was.
    const fields =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.length ? issue.path.join('.') : '_']
    for (const field of fields) errors[field] ??= issue.message
  }
  return badRequest(summarise(errors), errors)
}

/** Payload's collection validators speak for the data model; their messages pass through as field errors. */
const fromPayloadValidation = (error: PayloadValidationError): ApiError => {
  const errors: FieldErrors = {}
  for (const { path, message } of error.data.errors) errors[path] ??= message
  return badRequest(summarise(errors) || error.message, errors)
}

/** Every error becomes { message, errors? } with a fitting status; only the unexpected is a 500. */
export const toErrorResponse = (error: unknown): Response => {
  const apiError =
    isApiError(error)
      ? error
      : error instanceof ZodError
        ? fromZodError(error)
        : isPayloadValidationError(error)
          ? fromPayloadValidation(error)
          : null
  if (apiError) {
    const body = apiError.errors
      ? { message: apiError.message, errors: apiError.errors }
      : { message: apiError.message }
    return Response.json(body, { status: apiError.status, headers: apiError.headers })
  }
  // The database is down or restarting: the visitor's request was fine, so 503 and when to retry.
  // Recovery is automatic: the pool reconnects on the next request once the database is back.
  if (isDatabaseUnavailable(error)) {
    serverLog.warn('[api] database unavailable', error instanceof Error ? error.message : error)
    return Response.json(
      { message: DATABASE_UNAVAILABLE_MESSAGE },
      { status: 503, headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } },
    )
  }
  serverLog.error('[api] unexpected error', error)
  return Response.json(
    { message: 'Something went wrong on our side. Please try again.' },
    { status: 500 },
  )
}
