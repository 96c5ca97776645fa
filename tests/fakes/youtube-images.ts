import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback i.ytimg.com for tests: GET /vi/{id}/hqdefault.jpg answers what the test set for that
 * id (a 404 image for any other), and counts the requests per id, so a test can show what reached
 * YouTube. YOUTUBE_THUMBNAIL_ROOT is pointed at it.
 */
export type FakeImageAnswer =
  | {
      body: Buffer
      type: string
      status?: number
      /** Milliseconds before answering, so concurrent requests overlap. */
      delayMs?: number
      /** Sent in pieces with no Content-Length, as a server that does not know the size would. */
      chunked?: boolean
    }
  /** Accepts the request and never answers. */
  | 'hang'

const PATH = /^\/vi\/([^/]+)\/hqdefault\.jpg$/
const NO_THUMBNAIL = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xd9])
const PIECE = 64 * 1024

const send = (res: ServerResponse, answer: Exclude<FakeImageAnswer, 'hang'>) => {
  const { body, type, status = 200, chunked = false } = answer
  res.writeHead(status, {
    'content-type': type,
    ...(chunked ? {} : { 'content-length': body.length }),
  })
  for (let start = 0; start < body.length; start += PIECE) {
    res.write(body.subarray(start, start + PIECE))
  }
  res.end()
}

export const startYoutubeImages = async () => {
  const answers = new Map<string, FakeImageAnswer>()
  const counts = new Map<string, number>()
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const id = PATH.exec(new URL(req.url ?? '/', 'http://x').pathname)?.[1] ?? ''
    counts.set(id, (counts.get(id) ?? 0) + 1)
    const answer = answers.get(id)
    // As YouTube does for an unknown video: its grey "no thumbnail" picture, with status 404.
    if (!answer) {
      res.writeHead(404, { 'content-type': 'image/jpeg' }).end(NO_THUMBNAIL)
      return
    }
    if (answer === 'hang') return
    setTimeout(() => send(res, answer), answer.delayMs ?? 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    answer: (id: string, answer: FakeImageAnswer) => answers.set(id, answer),
    requests: (id: string) => counts.get(id) ?? 0,
    totalRequests: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    stop: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeYoutubeImages = Awaited<ReturnType<typeof startYoutubeImages>>
