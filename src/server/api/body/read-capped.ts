import { ApiError } from '../errors'

/**
 * Reads a body of at most maxBytes: a request's, or a response's the server fetched. A
 * Content-Length over the cap is refused before any byte is read; a body that passes the cap
 * while streaming (no or a false Content-Length) is refused as soon as it does, and the stream is
 * cancelled, so no oversize body is held whole.
 */
export const readCappedBody = async (
  message: Pick<Request, 'headers' | 'body'>,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Buffer> => {
  const declared = Number(message.headers.get('content-length'))
  if (declared > maxBytes) throw new ApiError(413, tooLargeMessage)
  if (!message.body) return Buffer.alloc(0)
  const reader = message.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      // Not awaited: on one branch of a cloned (teed) body, cancel() settles only once the other
      // branch is cancelled too, so awaiting it left the caller without an answer for good.
      reader.cancel().catch(() => undefined)
      throw new ApiError(413, tooLargeMessage)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, total)
}
