import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A loopback file host for podcast audio, speaking HTTP as real hosts do: one answers HEAD with
 * Content-Length, one refuses HEAD and only answers a ranged GET with 206 + Content-Range (as
 * some CDNs do), and unknown paths are 404. It counts requests, so a test can show that serving
 * a feed fetches nothing.
 */
export type FakeAudioFile = { bytes: Buffer; type: string; headAllowed: boolean }

export const startAudioServer = async (files: Record<string, FakeAudioFile>) => {
  let requests = 0
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests += 1
    const file = files[new URL(req.url ?? '/', 'http://x').pathname]
    if (!file) {
      res.writeHead(404).end('not found')
      return
    }
    if (req.method === 'HEAD') {
      if (!file.headAllowed) res.writeHead(405).end()
      else
        res.writeHead(200, { 'content-type': file.type, 'content-length': file.bytes.length }).end()
      return
    }
    const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '')
    if (range) {
      const start = Number(range[1])
      const end = Math.min(Number(range[2]), file.bytes.length - 1)
      res.writeHead(206, {
        'content-type': file.type,
        'content-range': `bytes ${start}-${end}/${file.bytes.length}`,
        'content-length': end - start + 1,
      })
      res.end(file.bytes.subarray(start, end + 1))
      return
    }
    res.writeHead(200, { 'content-type': file.type, 'content-length': file.bytes.length })
    res.end(file.bytes)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
