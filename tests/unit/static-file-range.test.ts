import { statSync } from 'node:fs'

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { proxyAtOnce } from '../helpers/proxy-at-once'

/** A file of public/ the seed's sermons play, as an audio element asks for it. */
const AUDIO = '/audio/demo-sermon-1.mp3'
const AUDIO_SIZE = statSync(`public${AUDIO}`).size

const send = (path: string, headers: Record<string, string>, method = 'GET') =>
  proxyAtOnce(new NextRequest(`http://localhost:3000${path}`, { method, headers }))

/** What the proxy hands on to Next: untouched, or with the request's headers replaced. */
const handedOn = (response: Response) => ({
  next: response.headers.get('x-middleware-next') === '1',
  overridden: response.headers.get('x-middleware-override-headers')?.split(',') ?? null,
})

describe('a Range on a static file (src/server/http/static-file-range.ts)', () => {
  it('answers 416 with the size when no part starts inside the file', () => {
    for (const method of ['GET', 'HEAD']) {
      const response = send(AUDIO, { range: 'bytes=99999999-' }, method)
      expect(response.status, method).toBe(416)
      expect(response.headers.get('content-range')).toBe(`bytes */${AUDIO_SIZE}`)
    }
    const svg = send('/images/events/womens-bible-study.svg', { range: 'bytes=99999999-' })
    expect(svg.status).toBe(416)
  })

  it('hands a range Next can serve on untouched', () => {
    for (const range of ['bytes=0-99', `bytes=${AUDIO_SIZE - 1}-`, 'bytes=-10']) {
      const response = send(AUDIO, { range })
      expect(handedOn(response), range).toEqual({ next: true, overridden: null })
    }
  })

  it('drops a range HTTP would serve or ignore but Next would fail on, so the file goes whole', () => {
    const cases: Record<string, string>[] = [
      { range: `bytes=-${AUDIO_SIZE + 1}` },
      { range: 'bytes=5-2' },
      { range: 'bytes=99999999-', 'if-range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
    ]
    for (const headers of cases) {
      const { next, overridden } = handedOn(send(AUDIO, headers))
      expect(next, headers.range).toBe(true)
      expect(overridden, headers.range).not.toBeNull()
      expect(overridden, headers.range).not.toContain('range')
    }
  })

  it('leaves pages, missing files, paths outside public/ and other methods alone', () => {
    const untouched = [
      send('/sermons', { range: 'bytes=99999999-' }),
      send('/audio/no-such.mp3', { range: 'bytes=99999999-' }),
      send('/%2e%2e/package.json', { range: 'bytes=99999999-' }),
      send('/audio', { range: 'bytes=99999999-' }),
      send(AUDIO, { range: 'bytes=99999999-' }, 'DELETE'),
    ]
    for (const response of untouched) {
      expect(handedOn(response)).toEqual({ next: true, overridden: null })
    }
  })
})

describe('If-Match and If-Unmodified-Since on a static file (static-file-preconditions.ts)', () => {
  const modified = statSync(`public${AUDIO}`).mtime
  const before = new Date(modified.getTime() - 86_400_000).toUTCString()
  const after = new Date(modified.getTime() + 86_400_000).toUTCString()

  it('answers 412 when the condition is false: a tag (the file has none) or a change since', () => {
    const failing: Record<string, string>[] = [
      { 'if-match': '"x"' },
      { 'if-match': 'W/"x", "y"' },
      { 'if-unmodified-since': before },
      // If-Match decides alone; If-Unmodified-Since is then not read (RFC 9110 §13.2.2).
      { 'if-match': '"x"', 'if-unmodified-since': after },
    ]
    for (const headers of failing) {
      for (const method of ['GET', 'HEAD']) {
        expect(send(AUDIO, headers, method).status, JSON.stringify(headers)).toBe(412)
      }
    }
    expect(send('/images/events/womens-bible-study.svg', { 'if-match': '"x"' }).status).toBe(412)
  })

  it('hands a true condition on without it, so Next serves the file as usual', () => {
    const passing: Record<string, string>[] = [
      { 'if-match': '*' },
      { 'if-unmodified-since': after },
      { 'if-unmodified-since': modified.toUTCString() },
      { 'if-unmodified-since': 'not a date' },
      { 'if-match': '*', 'if-unmodified-since': before },
    ]
    for (const headers of passing) {
      const { next, overridden } = handedOn(send(AUDIO, headers))
      expect(next, JSON.stringify(headers)).toBe(true)
      expect(overridden, JSON.stringify(headers)).not.toContain('if-match')
      expect(overridden, JSON.stringify(headers)).not.toContain('if-unmodified-since')
    }
  })

  it('leaves pages, missing files and other methods to Next', () => {
    for (const response of [
      send('/sermons', { 'if-match': '"x"' }),
      send('/audio/no-such.mp3', { 'if-match': '"x"' }),
      send(AUDIO, { 'if-match': '"x"' }, 'DELETE'),
    ]) {
      expect(handedOn(response)).toEqual({ next: true, overridden: null })
    }
  })
})
