import { ApiError } from '@/server/api/errors'

/**
 * A refusal at /cms-api: our { message } shape plus Payload's own { errors: [{ message }] }, so
 * Payload's admin screens show the sentence too.
 */
export const cmsApiError = (error: ApiError): Response =>
  Response.json(
    { message: error.message, errors: [{ message: error.message }] },
    { status: error.status, headers: error.headers },
  )
