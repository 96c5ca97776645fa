import diagnostics from 'node:diagnostics_channel'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { outboundFetch } from '@/server/http/outbound/outbound-fetch'
import { isAddressRefusal, isOutboundRefusal } from '@/server/http/outbound/refused'

import { startCountingListener, type CountingListener } from '../fakes/counting-listener'

// Every socket the process opens is announced here, before it connects or even looks up a name.
let sockets = 0
const countSocket = () => (sockets += 1)

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the request to be refused')
}

describe('outboundFetch', () => {
  let trap: CountingListener
  let relay: CountingListener
  let slow: Server
  let slowOrigin: string

  beforeAll(async () => {
    diagnostics.subscribe('net.client.socket', countSocket)
    trap = await startCountingListener()
    // An allowlisted host that sends each path on to wherever its query says.
    relay = await startCountingListener((req, res) => {
      const url = new URL(req.url ?? '/', 'http://x')
      const to = url.searchParams.get('to')
      if (to) res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: to }).end()
      else if (url.pathname === '/loop') res.writeHead(302, { location: '/loop' }).end()
      else if (url.pathname === '/big')
        res.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.alloc(64 * 1024, 1))
      else res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': 5 }).end('hello')
    })
    // Answers nothing, ever: only the deadline ends a request to it.
    slow = createServer(() => undefined)
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    slowOrigin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`
  })

  afterEach(() => {
    sockets = 0
  })

  afterAll(async () => {
    diagnostics.unsubscribe('net.client.socket', countSocket)
    await trap.close()
    await relay.close()
    slow.closeAllConnections()
    await new Promise<void>((resolve) => slow.close(() => resolve()))
  })

  const allowed = () => [relay.origin, slowOrigin]

  it('refuses loopback however it is spelled, before opening any socket', async () => {
    for (const host of [
      '127.0.0.1',
      '[::1]',
      '0x7f000001',
      '2130706433',
      '[::ffff:127.0.0.1]',
      '0177.0.0.1',
      '[64:ff9b::7f00:1]',
    ]) {
      const error = await refusal(
        outboundFetch(trap.url('/a.mp3', host), { method: 'HEAD', allowedOrigins: allowed() }),
      )
      expect(isAddressRefusal(error), host).toBe(true)
    }
    expect(sockets).toBe(0)
    expect(trap.connections()).toBe(0)
  })

  it('refuses a name that resolves to loopback, at lookup, before connecting', async () => {
    const error = await refusal(
      outboundFetch(trap.url('/a.mp3', 'localhost'), { allowedOrigins: [] }),
    )
    expect(isAddressRefusal(error)).toBe(true)
    expect(trap.connections()).toBe(0)
  })

  it('refuses private, link-local, metadata and unspecified addresses without a connection', async () => {
    for (const host of [
      '10.0.0.1',
      '192.168.1.1',
      '172.16.0.1',
      '169.254.169.254',
      '100.100.100.200',
      '[fd00:ec2::254]',
      '[fe80::1]',
      '0.0.0.0',
      '[::]',
    ]) {
      const error = await refusal(outboundFetch(`http://${host}/latest/meta-data/`))
      expect(isAddressRefusal(error), host).toBe(true)
    }
    expect(sockets).toBe(0)
  })

  it('fetches only http and https', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.org/a.mp3', 'gopher://127.0.0.1:70/']) {
      const error = await refusal(outboundFetch(url))
      expect(isOutboundRefusal(error) && !isAddressRefusal(error), url).toBe(true)
    }
    expect(sockets).toBe(0)
  })

  it('lets the operator allow one exact origin, and only that one', async () => {
    const answer = await outboundFetch(relay.url('/a.mp3'), {
      allowedOrigins: allowed(),
      maxBodyBytes: 100,
    })
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe('hello')
    // The same machine on another port is still refused.
    expect(
      isAddressRefusal(
        await refusal(outboundFetch(trap.url('/a.mp3'), { allowedOrigins: allowed() })),
      ),
    ).toBe(true)
    expect(trap.connections()).toBe(0)
  })

  it('judges every redirect again, so an allowed host cannot send it inside', async () => {
    for (const status of [301, 302, 303, 307, 308]) {
      for (const target of [
        trap.url('/a.mp3'),
        trap.url('/a.mp3', 'localhost'),
        'http://169.254.169.254/',
      ]) {
        const via = relay.url(`/go?status=${status}&to=${encodeURIComponent(target)}`)
        const error = await refusal(
          outboundFetch(via, { method: 'HEAD', allowedOrigins: allowed() }),
        )
        expect(isAddressRefusal(error), `${status} to ${target}`).toBe(true)
      }
    }
    expect(trap.connections()).toBe(0)
  })

  it('follows a few redirects, then gives up', async () => {
    const hop = relay.url(`/go?to=${encodeURIComponent(relay.url('/a.mp3'))}`)
    const followed = await outboundFetch(hop, { allowedOrigins: allowed() })
    expect(followed.status).toBe(200)
    expect(followed.url.pathname).toBe('/a.mp3')
    const before = relay.requests()
    await expect(outboundFetch(relay.url('/loop'), { allowedOrigins: allowed() })).rejects.toThrow(
      /redirects/,
    )
    expect(relay.requests() - before).toBe(6)
  })

  it('gives up at its deadline', async () => {
    const started = Date.now()
    await expect(
      outboundFetch(`${slowOrigin}/a.mp3`, { allowedOrigins: allowed(), timeoutMs: 200 }),
    ).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('never reads more body than asked for', async () => {
    await expect(
      outboundFetch(relay.url('/big'), { allowedOrigins: allowed(), maxBodyBytes: 1024 }),
    ).rejects.toThrow(/larger than 1024 bytes/)
    // Headers only by default: the body is left unread and the connection closed.
    const headersOnly = await outboundFetch(relay.url('/big'), { allowedOrigins: allowed() })
    expect(headersOnly.status).toBe(200)
    expect(headersOnly.body.length).toBe(0)
  })
})
