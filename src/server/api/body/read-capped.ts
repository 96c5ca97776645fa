import { ApiError } from '../errors'

/**
 * Reads a request body of at most maxBytes. A Content-Length over the cap is refused before any
 * byte is read; a body that passes the cap while streaming (no or a false Content-Length) is
 * refused as soon as it does, and the stream is cancelled, so no oversize body is held whole.
 */
export const readCappedBody = async (
  request: Request,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Buffer> => {
  const declared = Number(request.headers.get('content-length'))
  if (declared > maxBytes) throw new ApiError(413, tooLargeMessage)
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new ApiError(413, tooLargeMessage)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, total)
}
