import { readFileSync, readdirSync } from 'node:fs'
import http from 'node:http'

/** The e2e server's port, as playwright.config.ts sets it. */
export const serverPort = () => Number(process.env.E2E_PORT ?? 3100)

export type RawAnswer = { status: number; body: string } | { error: string }

type RawRequest = {
  method: string
  path: string
  headers?: Record<string, string>
  /** From which loopback address to connect: the server sees each as another client. */
  from?: string
  /** Written in chunks of this many bytes, with no Content-Length: sent chunked. */
  body?: { bytes: number; chunk?: number; fill?: string } | string
  timeoutMs?: number
}

/**
 * One HTTP request over a plain socket, for what a browser or Playwright's request API would not
 * send: a chunked body of any size made as it is written, or a chosen source address. The answer
 * is whatever came back first: a status (the server may answer before the body is all sent) or
 * the socket's error.
 */
export const rawRequest = ({
  method,
  path,
  headers = {},
  from = '127.0.0.1',
  body,
  timeoutMs = 30_000,
}: RawRequest): Promise<RawAnswer> =>
  new Promise((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port: serverPort(),
      localAddress: from,
      method,
      path,
      headers: { origin: `http://localhost:${serverPort()}`, ...headers },
      timeout: timeoutMs,
    })
    request.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      )
    })
    request.on('timeout', () => {
      request.destroy()
      resolve({ error: `no answer within ${timeoutMs} ms` })
    })
    // Once answered, the server may close before the rest of the body is written.
    request.on('error', (error) => resolve({ error: error.message }))
    if (typeof body === 'string') return request.end(body)
    if (!body) return request.end()
    const chunk = Buffer.alloc(body.chunk ?? 64 * 1024, body.fill ?? ' ')
    let written = 0
    const writeMore = () => {
      while (written < body.bytes && !request.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, body.bytes - written))
        written += part.length
        if (!request.write(part)) return request.once('drain', writeMore)
      }
      if (!request.destroyed) request.end()
    }
    writeMore()
  })

/** The processes of the e2e server: `next start -p <port>` and the next-server it may run. */
const serverPids = (): string[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
        return /next-server|next(\.js)? start/.test(command)
      } catch {
        return false
      }
    })

/** Resident memory of the server's processes, in MiB. */
export const serverRssMiB = (): number =>
  serverPids().reduce((sum, pid) => {
    try {
      const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)
      return sum + (match ? Number(match[1]) / 1024 : 0)
    } catch {
      return sum
    }
  }, 0)
