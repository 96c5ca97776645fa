import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import robots from '@/app/robots'
import { GET as sitemapXml } from '@/app/sitemap.xml/route'
import { GET as sitemapPart } from '@/app/sitemaps/[file]/route'
import { slugs } from '@/lib/slugs'
import { renderSitemap } from '@/server/seo/sitemap'
import { siteUrl } from '@/server/site-url'

import type { Event, Sermon } from '../../payload-types'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'

const run = randomUUID().slice(0, 8)
const schemas = path.resolve('tests/schemas/sitemaps')
const scratch = mkdtempSync(path.join(tmpdir(), 'sitemap-'))

/** Validates with libxml2 against the vendored sitemaps.org schema; throws with its message. */
const validate = (xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd') => {
  const file = path.join(scratch, `${randomUUID()}.xml`)
  writeFileSync(file, xml)
  return execFileSync('xmllint', ['--noout', '--schema', path.join(schemas, schema), file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' })
const locs = (xml: string): string[] =>
  parser.parse(xml).urlset.url.map((url: { loc: string }) => url.loc)

describe('sitemap.xml and robots.txt', () => {
  let payload: Payload
  const cleanup = new Cleanup()
  let sermon: Sermon
  let laterInSeries: Sermon
  let event: Event

  beforeAll(async () => {
    payload = await getTestPayload()
    sermon = cleanup.track(
      slugs.sermons,
      await payload.create({
        collection: slugs.sermons,
        data: {
          title: `Map Sermon ${run}`,
          speaker: `Map Speaker ${run}`,
          series: `Map Series ${run}`,
          date: '2029-01-07',
        },
      }),
    )
    // Saved after the first, so it is the series' newest: the series page's lastmod.
    await new Promise((resolve) => setTimeout(resolve, 5))
    laterInSeries = cleanup.track(
      slugs.sermons,
      await payload.create({
        collection: slugs.sermons,
        data: {
          title: `Map Sermon ${run} (2)`,
          speaker: `Map Other ${run}`,
          series: `Map Series ${run}`,
          date: '2029-01-14',
        },
      }),
    )
    event = cleanup.track(
      slugs.events,
      await payload.create({
        collection: slugs.events,
        data: { title: `Map Event ${run}`, date: '2029-02-02' },
      }),
    )
  })
  afterAll(() => cleanup.run(payload))

  it('lists every public page, sermon and event with lastmod, valid by the sitemaps.org schema', async () => {
    const response = await sitemapXml(new Request(siteUrl('/sitemap.xml')))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const xml = await response.text()
    expect(() => validate(xml, 'sitemap.xsd')).not.toThrow()

    const urls = parser.parse(xml).urlset.url as { loc: string; lastmod?: string }[]
    const byLoc = new Map(urls.map((url) => [url.loc, url]))
    for (const page of [
      '/',
      '/about/staff',
      '/events',
      '/sermons',
      '/live-streams',
      '/groups',
      '/contact',
      '/give',
      '/plan-a-visit',
      '/prayer',
      '/privacy',
    ])
      expect(byLoc.has(siteUrl(page)), page).toBe(true)
    expect(byLoc.get(siteUrl(`/sermons/${sermon.id}`))?.lastmod).toBe(
      new Date(sermon.updatedAt).toISOString(),
    )
    expect(byLoc.get(siteUrl(`/events/${event.id}`))?.lastmod).toBe(
      new Date(event.updatedAt).toISOString(),
    )
    // A series or speaker page changes when any of its sermons does: its newest update.
    expect(Date.parse(laterInSeries.updatedAt)).toBeGreaterThan(Date.parse(sermon.updatedAt))
    expect(byLoc.get(siteUrl(`/sermons/series/map-series-${run}`))?.lastmod).toBe(
      new Date(laterInSeries.updatedAt).toISOString(),
    )
    expect(byLoc.get(siteUrl(`/sermons/speakers/map-speaker-${run}`))?.lastmod).toBe(
      new Date(sermon.updatedAt).toISOString(),
    )
    expect(byLoc.get(siteUrl(`/sermons/speakers/map-other-${run}`))?.lastmod).toBe(
      new Date(laterInSeries.updatedAt).toISOString(),
    )
    expect(
      [...byLoc.keys()].some((loc) => /\/(admin|cms|api|login)(\/|$)/.test(new URL(loc).pathname)),
    ).toBe(false)
  })

  it('leaves out the About tabs staff hid, and lists them again once shown', async () => {
    const setHidden = (hiddenTabs: string[]) =>
      payload.updateGlobal({
        slug: slugs.pageTexts,
        data: { about: { hiddenTabs } } as never,
        overrideAccess: true,
      })
    const aboutTabs = async () =>
      locs((await renderSitemap(undefined)) ?? '').filter((loc) => loc.includes('/about/'))
    try {
      await setHidden(['music', 'what-we-believe'])
      expect(await aboutTabs()).toEqual([siteUrl('/about/staff'), siteUrl('/about/kids-church')])
      await setHidden([])
      expect(await aboutTabs()).toEqual(
        ['staff', 'music', 'kids-church', 'what-we-believe'].map((tab) => siteUrl(`/about/${tab}`)),
      )
    } finally {
      await setHidden([])
    }
  })

  it('would fail the schema check for a broken sitemap (the check is real)', () => {
    expect(() =>
      validate(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>',
        'sitemap.xsd',
      ),
    ).toThrow(/fails to validate/)
  })

  it('splits into an index of parts past the per-file limit, each part valid', async () => {
    const whole = locs((await renderSitemap(undefined, 1_000_000))!)
    const perFile = Math.ceil(whole.length / 3)
    const index = (await renderSitemap(undefined, perFile))!
    expect(() => validate(index, 'siteindex.xsd')).not.toThrow()
    const parts = parser.parse(index).sitemapindex.sitemap as { loc: string; lastmod: string }[]
    expect(parts.map((part) => part.loc)).toEqual(
      [1, 2, 3].map((n) => siteUrl(`/sitemaps/${n}.xml`)),
    )
    const joined: string[] = []
    for (const n of [1, 2, 3]) {
      const part = (await renderSitemap(n, perFile))!
      expect(() => validate(part, 'sitemap.xsd')).not.toThrow()
      expect(locs(part).length).toBeLessThanOrEqual(perFile)
      joined.push(...locs(part))
    }
    expect(joined).toEqual(whole)
    expect(await renderSitemap(4, perFile)).toBeNull()
  })

  it('serves no parts while the sitemap fits in one file', async () => {
    const response = await sitemapPart(new Request(siteUrl('/sitemaps/1.xml')), {
      params: Promise.resolve({ file: '1.xml' }),
    })
    expect(response.status).toBe(404)
  })

  it('keeps crawlers out of the dashboard, the CMS and the API, and names the sitemap', () => {
    const rules = robots()
    expect(rules.sitemap).toBe(siteUrl('/sitemap.xml'))
    expect(rules.rules).toEqual([
      {
        userAgent: '*',
        allow: ['/', '/api/media/'],
        disallow: ['/admin', '/cms', '/cms-api', '/api'],
      },
    ])
  })
})
