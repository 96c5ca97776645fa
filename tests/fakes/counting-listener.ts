import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * An HTTP server on the loopback addresses that counts every connection and request made to it:
 * a test of the outbound-request policy points a refused link at it and asserts it saw nothing.
 * It listens on 127.0.0.1 and, on the same port, on ::1, so every spelling of loopback (IPv4,
 * IPv6, IPv4-mapped, numeric) reaches it when the policy fails. `answer` decides the response
 * (a redirect, say); by default an audio-like 200.
 */
export type CountingListener = {
  port: number
  origin: string
  url: (path: string, host?: string) => string
  connections: () => number
  requests: () => number
  close: () => Promise<void>
}

type Answer = (req: IncomingMessage, res: ServerResponse) => void

const audioLike: Answer = (_req, res) => {
  res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': 4096 }).end()
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })

export const startCountingListener = async (
  answer: Answer = audioLike,
): Promise<CountingListener> => {
  let connections = 0
  let requests = 0
  const make = () => {
    const server = createServer((req, res) => {
      requests += 1
      answer(req, res)
    })
    server.on('connection', () => (connections += 1))
    return server
  }
  const v4 = make()
  await listen(v4, 0, '127.0.0.1')
  const { port } = v4.address() as AddressInfo
  const v6 = make()
  await listen(v6, port, '::1')
  const close = (server: Server) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    url: (path, host = '127.0.0.1') => `http://${host}:${port}${path}`,
    connections: () => connections,
    requests: () => requests,
    close: async () => {
      await Promise.all([close(v4), close(v6)])
    },
  }
}
