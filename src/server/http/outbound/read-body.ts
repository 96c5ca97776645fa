import type { IncomingMessage } from 'node:http'

export class OutboundTooLargeError extends Error {
  constructor(limit: number) {
    super(`Outbound response body is larger than ${limit} bytes`)
    this.name = 'OutboundTooLargeError'
  }
}

/**
 * Reads a response body up to `limit` bytes and gives up past it, so a host cannot fill the
 * server's memory. A declared Content-Length over the limit is refused before reading anything.
 */
export const readBody = async (response: IncomingMessage, limit: number): Promise<Buffer> => {
  const declared = Number(response.headers['content-length'])
  if (Number.isFinite(declared) && declared > limit) {
    response.destroy()
    throw new OutboundTooLargeError(limit)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) {
      response.destroy()
      throw new OutboundTooLargeError(limit)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
