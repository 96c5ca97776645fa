import { describe, expect, it } from 'vitest'

import { conditionalGet } from '@/server/http/conditional-get'
import { etagOf, etagPerCoding } from '@/server/http/entity-tags'
import { ifNoneMatchHits } from '@/server/http/if-none-match'

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  const etag = '"abc123"'

  it('matches the same tag, strong or weak on either side (weak comparison)', () => {
    expect(ifNoneMatchHits('"abc123"', etag)).toBe(true)
    expect(ifNoneMatchHits('W/"abc123"', etag)).toBe(true)
    expect(ifNoneMatchHits('"abc123"', 'W/"abc123"')).toBe(true)
    expect(ifNoneMatchHits('W/"abc123"', 'W/"abc123"')).toBe(true)
  })

  it('matches when any tag of a list does, whatever the spacing', () => {
    expect(ifNoneMatchHits('"old", W/"abc123"', etag)).toBe(true)
    expect(ifNoneMatchHits('"old",W/"abc123" ,"older"', etag)).toBe(true)
    expect(ifNoneMatchHits('  "abc123"  ', etag)).toBe(true)
  })

  it('matches * whatever the tag', () => {
    expect(ifNoneMatchHits('*', etag)).toBe(true)
    expect(ifNoneMatchHits(' * ', etag)).toBe(true)
  })

  it('does not match a different tag, a prefix of it, a tag with a comma, or none', () => {
    expect(ifNoneMatchHits(null, etag)).toBe(false)
    expect(ifNoneMatchHits('', etag)).toBe(false)
    expect(ifNoneMatchHits('"abc12"', etag)).toBe(false)
    expect(ifNoneMatchHits('"abc123-gzip"', etag)).toBe(false)
    expect(ifNoneMatchHits('"x,abc123"', etag)).toBe(false)
    // Unquoted is not an entity tag.
    expect(ifNoneMatchHits('abc123', etag)).toBe(false)
    expect(ifNoneMatchHits('w/"other"', etag)).toBe(false)
  })
})

describe('ETags per content coding', () => {
  const etag = etagOf('<rss/>')

  it('keeps the body’s own tag for a client that asks for no coding', () => {
    expect(etagPerCoding(etag, null)).toBe(etag)
    expect(etagPerCoding(etag, '')).toBe(etag)
  })

  it('gives a client that accepts gzip another strong tag than one that does not', () => {
    const gzip = etagPerCoding(etag, 'gzip')
    expect(gzip).not.toBe(etag)
    expect(gzip).toMatch(/^"[\w-]+"$/)
    expect(etagPerCoding(etag, 'gzip, deflate, br, zstd')).not.toBe(etagPerCoding(etag, 'identity'))
  })

  it('gives the same Accept-Encoding the same tag, however it is spaced or cased', () => {
    expect(etagPerCoding(etag, 'gzip, deflate, br')).toBe(etagPerCoding(etag, 'GZIP,deflate,  br'))
  })

  it('changes with the body', () => {
    expect(etagPerCoding(etagOf('<rss>1</rss>'), 'gzip')).not.toBe(
      etagPerCoding(etagOf('<rss>2</rss>'), 'gzip'),
    )
  })
})

describe('a conditional GET', () => {
  const representation = {
    etag: etagOf('BEGIN:VCALENDAR'),
    headers: { 'cache-control': 'public, max-age=0, must-revalidate' },
    contentHeaders: { 'content-type': 'text/calendar; charset=utf-8' },
  }
  const get = (headers: Record<string, string> = {}) =>
    conditionalGet(new Request('http://localhost/events.ics', { headers }), representation, () => {
      made += 1
      return 'BEGIN:VCALENDAR'
    })
  let made = 0

  it('answers the body with its ETag, Cache-Control and Vary: Accept-Encoding', async () => {
    const response = get({ 'accept-encoding': 'gzip' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('BEGIN:VCALENDAR')
    expect(response.headers.get('etag')).toBe(etagPerCoding(representation.etag, 'gzip'))
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  })

  it('answers 304 without making the body when the client holds it, weak or strong', () => {
    const etag = get({ 'accept-encoding': 'gzip' }).headers.get('etag')!
    const before = made
    for (const ifNoneMatch of [etag, `W/${etag}`, `"stale", ${etag}`, '*']) {
      const response = get({ 'accept-encoding': 'gzip', 'if-none-match': ifNoneMatch })
      expect(response.status, ifNoneMatch).toBe(304)
      expect(response.body).toBeNull()
      expect(response.headers.get('etag')).toBe(etag)
      expect(response.headers.get('cache-control')).toBe(representation.headers['cache-control'])
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
      expect(response.headers.get('content-type')).toBeNull()
    }
    expect(made).toBe(before)
  })

  it('answers the body to a client holding the other coding’s copy', () => {
    const gzipTag = get({ 'accept-encoding': 'gzip' }).headers.get('etag')!
    expect(get({ 'if-none-match': gzipTag }).status).toBe(200)
  })
})
