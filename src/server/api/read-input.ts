import { jsonDepthExceeds } from './body/json-depth'
import { readCappedBody } from './body/read-capped'
import { badRequest } from './errors'

/** No JSON body any route takes comes near this (the largest is a 5,000-row bulk paste). */
export const MAX_JSON_BYTES = 1024 * 1024

const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000)'

/**
 * Reads a JSON body: capped while streaming (413), too deeply nested (400) or malformed (400) is
 * the caller's mistake, never a crash.
 */
export const readJsonBody = async (request: Request): Promise<unknown> => {
  const bytes = await readCappedBody(request, MAX_JSON_BYTES, 'Request body is too large')
  const text = bytes.toString('utf8')
  if (text.trim() === '') return {}
  if (jsonDepthExceeds(text)) throw badRequest('Request body is nested too deeply')
  // PostgreSQL text cannot hold U+0000, so no field could store it: refuse it up front (400).
  if (text.includes('\\u0000')) throw badRequest(NUL_MESSAGE)
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('Request body is not valid JSON')
  }
}

/** Query parameters as a plain object; a repeated key keeps its last value. No U+0000 (above). */
export const readQuery = (request: Request): Record<string, string> => {
  const query = Object.fromEntries(new URL(request.url).searchParams.entries())
  if (Object.values(query).some((value) => value.includes('\u0000'))) throw badRequest(NUL_MESSAGE)
  return query
}

/**
 * Reads a raw body of at most maxBytes, stopping as soon as it is exceeded (413) so an oversize
 * upload is never held in memory whole.
 */
export const readRawBody = (
  request: Request,
  { maxBytes, tooLargeMessage }: { maxBytes: number; tooLargeMessage: string },
): Promise<Buffer> => readCappedBody(request, maxBytes, tooLargeMessage)
