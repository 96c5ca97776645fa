import { badRequest, ApiError } from './errors'

const MAX_JSON_BYTES = 1024 * 1024

/** Reads a JSON body. Malformed JSON is the caller's mistake (400), never a crash. */
export const readJsonBody = async (request: Request): Promise<unknown> => {
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) throw new ApiError(413, 'Request body is too large')
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('Request body is not valid JSON')
  }
}

/** Query parameters as a plain object; a repeated key keeps its last value. */
export const readQuery = (request: Request): Record<string, string> =>
  Object.fromEntries(new URL(request.url).searchParams.entries())
