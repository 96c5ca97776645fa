import { request } from 'node:http'

import { load, type LoadResult } from './load'

/**
 * Issue 10's bench: /api/sermons alone, then while a second client sends the worst payloads of
 * the issue's table (the dotted email, 1 MiB+ bodies, deep nesting), and the server's peak RSS
 * while a 300 MB contact post is attempted. Numbers go in notes, never in tests.
 */

const WORST_BODIES = [
  JSON.stringify({ email: `a@${'.'.repeat(200_000)}@` }),
  '['.repeat(500_000),
  JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
]

/** Sends the worst payloads one after another until stopped; counts the answers by status. */
const attack = (base: string, origin: string) => {
  let running = true
  const statuses: Record<number, number> = {}
  const paths = ['/api/newsletter/subscribe', '/api/contact', '/api/visitor-requests']
  const loop = async () => {
    for (let index = 0; running; index += 1) {
      const response = await fetch(`${base}${paths[index % paths.length]}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: WORST_BODIES[index % WORST_BODIES.length],
      }).catch(() => null)
      if (response) {
        statuses[response.status] = (statuses[response.status] ?? 0) + 1
        await response.arrayBuffer()
      }
    }
  }
  const done = loop()
  return {
    statuses,
    stop: async () => {
      running = false
      await done
    },
  }
}

/** Streams 300 MB at /api/contact (no Content-Length) and samples the server's RSS meanwhile. */
const hugeUpload = (base: string, origin: string, rssMiB: () => number) =>
  new Promise<{ status: number | undefined; peakRssMiB: number; beforeMiB: number }>((resolve) => {
    const beforeMiB = rssMiB()
    let peakRssMiB = beforeMiB
    const sampler = setInterval(() => (peakRssMiB = Math.max(peakRssMiB, rssMiB())), 50)
    const url = new URL('/api/contact', base)
    const chunk = Buffer.alloc(1024 * 1024, 0x20)
    let sent = 0
    const finish = (status: number | undefined) => {
      clearInterval(sampler)
      resolve({ status, peakRssMiB: Math.max(peakRssMiB, rssMiB()), beforeMiB })
    }
    const outgoing = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json', origin } },
      (response) => {
        response.resume()
        response.on('end', () => finish(response.statusCode))
      },
    )
    outgoing.on('error', () => finish(undefined))
    const pump = () => {
      while (sent < 300 && outgoing.write(chunk)) sent += 1
      if (sent < 300) outgoing.once('drain', pump)
      else outgoing.end()
    }
    pump()
  })

export const benchAbuse = async (
  base: string,
  origin: string,
  { connections, seconds, rssMiB }: { connections: number; seconds: number; rssMiB: () => number },
) => {
  const url = `${base}/api/sermons`
  const alone: LoadResult = await load('GET /api/sermons alone', url, { connections, seconds })
  const attacker = attack(base, origin)
  const underAttack = await load('GET /api/sermons + worst payloads', url, { connections, seconds })
  await attacker.stop()
  const upload = await hugeUpload(base, origin, rssMiB)
  return {
    p99Alone: alone.p99,
    p99UnderAttack: underAttack.p99,
    rpsAlone: alone.rps,
    rpsUnderAttack: underAttack.rps,
    attackAnswers: attacker.statuses,
    upload300MB: upload,
  }
}
