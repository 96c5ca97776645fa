import { describe, expect, it } from 'vitest'

import { GET as eventsIcs } from '@/app/events.ics/route'
import { GET as ogCard } from '@/app/og/route'
import { GET as podcastXml } from '@/app/podcast.xml/route'
import { GET as sitemapXml } from '@/app/sitemap.xml/route'
import { siteUrl } from '@/server/site-url'

/**
 * The feeds, the sitemap and the share card answer a client whose copy is current with 304
 * (src/server/http/conditional-get.ts), and tell their gzip and identity bodies apart by ETag.
 */
const documents = [
  ['/podcast.xml', podcastXml],
  ['/events.ics', eventsIcs],
  ['/sitemap.xml', sitemapXml],
  ['/og?title=Harbour%20Lights', ogCard],
] as const

const GZIP = { 'accept-encoding': 'gzip, deflate, br, zstd' }

describe.each(documents)('%s as a conditional GET', (path, get) => {
  const fetch = (headers: Record<string, string> = {}) =>
    get(new Request(siteUrl(path), { headers }))

  it('sends a strong ETag, another for a client that takes gzip than for one that does not', async () => {
    const identity = await fetch()
    const gzip = await fetch(GZIP)
    expect(identity.status).toBe(200)
    expect(gzip.status).toBe(200)
    const identityTag = identity.headers.get('etag')
    const gzipTag = gzip.headers.get('etag')
    expect(identityTag).toMatch(/^"[\w-]+"$/)
    expect(gzipTag).toMatch(/^"[\w-]+"$/)
    expect(gzipTag).not.toBe(identityTag)
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding')
    // The same body either way; only the coding Next puts on it differs.
    expect(Buffer.from(await gzip.arrayBuffer())).toEqual(Buffer.from(await identity.arrayBuffer()))
  })

  it('answers 304 with no body to the same tag sent back strong, weak, or in a list', async () => {
    const etag = (await fetch(GZIP)).headers.get('etag')!
    for (const ifNoneMatch of [etag, `W/${etag}`, `"gone", ${etag}`, `W/"gone",W/${etag}`]) {
      const again = await fetch({ ...GZIP, 'if-none-match': ifNoneMatch })
      expect(again.status, ifNoneMatch).toBe(304)
      expect(again.body).toBeNull()
      expect(again.headers.get('etag')).toBe(etag)
      expect(again.headers.get('cache-control')).toMatch(/max-age=0/)
    }
  })

  it('answers the whole body to a tag of the other coding, or of an older version', async () => {
    const gzipTag = (await fetch(GZIP)).headers.get('etag')!
    expect((await fetch({ 'if-none-match': gzipTag })).status).toBe(200)
    expect((await fetch({ ...GZIP, 'if-none-match': '"older-version"' })).status).toBe(200)
  })
})
