import { ZodError, type core } from 'zod'

import { serverLog } from '@/server/log/server-log'
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './database-unavailable'
import { ApiError, badRequest, isApiError, type FieldErrors } from './errors'
import { isPayloadValidationError, type PayloadValidationError } from './payload-errors'

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
  const apiError = isApiError(error)
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
