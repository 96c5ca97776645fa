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

/**
 * Reads a raw body of at most maxBytes, stopping as soon as it is exceeded (413) so an oversize
 * upload is never held in memory whole.
 */
export const readRawBody = async (
  request: Request,
  { maxBytes, tooLargeMessage }: { maxBytes: number; tooLargeMessage: string },
): Promise<Buffer> => {
  if (!request.body) return Buffer.alloc(0)
  const declared = Number(request.headers.get('content-length'))
  if (declared > maxBytes) throw new ApiError(413, tooLargeMessage)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      throw new ApiError(413, tooLargeMessage)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, total)
}
