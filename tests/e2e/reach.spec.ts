import { randomUUID } from 'node:crypto'

import { expect, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import Parser from 'rss-parser'

import { seedSiteConfig } from '../../src/server/seed/data/site'
import { callAsPage } from './helpers/admin-api'
import { logInAs } from './helpers/session'
import { test } from './helpers/test'

const RUN = randomUUID().slice(0, 8)

type Ld = Record<string, unknown> & { '@type': string }

/** Every JSON-LD block the rendered page carries, parsed. */
const jsonLd = async (page: Page): Promise<Ld[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Ld,
  )

/** The demo church's address in the parts Google documents for PostalAddress. */
const SEED_POSTAL_ADDRESS = {
  '@type': 'PostalAddress',
  streetAddress: seedSiteConfig.addressStreet,
  addressLocality: seedSiteConfig.addressLocality,
  addressRegion: seedSiteConfig.addressRegion,
  postalCode: seedSiteConfig.addressPostalCode,
  addressCountry: seedSiteConfig.addressCountry,
}

const ofType = async (page: Page, type: string) => {
  const found = (await jsonLd(page)).find((block) => block['@type'] === type)
  if (!found) throw new Error(`no ${type} JSON-LD on ${page.url()}`)
  return found
}

const OFFSET_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/

test.describe('podcast, calendar and search engines', () => {
  test('the sermons page offers the podcast, whose feed has the demo episodes', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/sermons')
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${baseURL}/podcast.xml`,
    )
    const subscribe = page.getByRole('navigation', { name: 'Subscribe to the sermon podcast' })
    await expect(subscribe.getByRole('link', { name: 'Apple Podcasts' })).toHaveAttribute(
      'href',
      `${baseURL!.replace('http:', 'podcast:')}/podcast.xml`,
    )
    const rss = subscribe.getByRole('link', { name: 'RSS feed' })
    const feed = await request.get((await rss.getAttribute('href'))!)
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8')
    const xml = await feed.text()
    const enclosures = [...xml.matchAll(/<enclosure url="([^"]+)" length="(\d+)" type="([^"]+)"/g)]
    expect(enclosures.length).toBeGreaterThanOrEqual(3)
    // The episode's audio is served by the site itself, as long as the enclosure says.
    const [, url, length, type] = enclosures[0]
    const audio = await request.get(url)
    expect(audio.ok()).toBe(true)
    expect(audio.headers()['content-type']).toBe(type)
    expect((await audio.body()).length).toBe(Number(length))
    // Until staff upload artwork, the generated square artwork (Apple: 1400 to 3000 px).
    const artwork = /<itunes:image href="([^"]+)"/.exec(xml)![1]
    const png = await request.get(artwork)
    expect(png.headers()['content-type']).toBe('image/png')
    const bytes = await png.body()
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1400, 1400])
  })

  test("the feed's durations are the audio's own: the demo files' 4 seconds, read by the production server", async ({
    page,
    baseURL,
  }) => {
    await logInAs(page, 'admin')
    // Saved through the production server, so the file is read by its bundled code.
    const created = await callAsPage(page, 'POST', '/api/admin/sermons', {
      title: `Measured Audio ${RUN}`,
      speaker: 'The Rev. Test',
      date: '2001-01-07',
      duration: '31:48',
      audioUrl: `${baseURL}/audio/demo-sermon-3.mp3`,
    })
    try {
      expect(created.audioSeconds).toBe(4)
      const feed = await new Parser().parseString(
        await (await page.request.get('/podcast.xml')).text(),
      )
      // The seeded sermons' hosted files (issue 34) and this pasted link to a public file.
      const ownAudio = feed.items.filter(
        (item) =>
          item.enclosure?.url.startsWith(`${baseURL}/audio/`) ||
          item.enclosure?.url.startsWith(`${baseURL}/api/sermon-files/`),
      )
      // The three seeded demo sermons and this one: none says 25-32 minutes any more.
      expect(ownAudio.length).toBeGreaterThanOrEqual(4)
      expect(new Set(ownAudio.map((item) => item.itunes?.duration))).toEqual(new Set(['4']))
    } finally {
      await callAsPage(page, 'DELETE', `/api/admin/sermons/${created.id}`)
    }
  })

  test('a sermon page has subscribe links, its feeds, a canonical URL and VideoObject data', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/sermons')
    await page
      .getByRole('link', { name: /He Is Going Ahead of You/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('He Is Going Ahead of You')
    const subscribe = page.getByRole('navigation', { name: 'Subscribe to the sermon podcast' })
    await expect(subscribe.getByRole('link', { name: 'RSS feed' })).toHaveAttribute(
      'href',
      '/podcast.xml',
    )
    const feeds = page.locator('link[rel="alternate"][type="application/rss+xml"]')
    await expect(feeds).toHaveCount(3)
    await expect(feeds.nth(1)).toHaveAttribute(
      'href',
      `${baseURL}/podcast/series/the-gospel-of-mark.xml`,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url())

    const video = await ofType(page, 'VideoObject')
    expect(video.name).toBe('He Is Going Ahead of You')
    expect(video.uploadDate).toMatch(OFFSET_DATE_TIME)
    expect((video.thumbnailUrl as string[])[0]).toMatch(/^https:\/\//)
    expect(video.description).toBeTruthy()
    expect(video.duration).toBe('PT31M48S')
    expect(video.embedUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
  })

  test('series and speaker pages announce their own podcast feed, which parses', async ({
    page,
    request,
    baseURL,
  }) => {
    for (const [path, feed] of [
      ['/sermons/series/the-gospel-of-mark', '/podcast/series/the-gospel-of-mark.xml'],
      [
        '/sermons/speakers/the-rev-canon-margaret-ellis',
        '/podcast/speakers/the-rev-canon-margaret-ellis.xml',
      ],
    ]) {
      await page.goto(path)
      await expect(
        page.locator('link[rel="alternate"][type="application/rss+xml"]'),
      ).toHaveAttribute('href', `${baseURL}${feed}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${path}`,
      )
      const response = await request.get(feed)
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain('<rss')
    }
  })

  test('the events page announces the calendar feed, which holds Christmas Eve on 24 December', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto('/events')
    await expect(page.locator('link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
      'href',
      `${baseURL}/events.ics`,
    )
    await expect(page.getByRole('link', { name: 'Subscribe to the calendar' })).toHaveAttribute(
      'href',
      `${baseURL!.replace('http:', 'webcal:')}/events.ics`,
    )
    const ics = await request.get('/events.ics')
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const calendar = new ICAL.Component(ICAL.parse(await ics.text()))
    const eve = calendar
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent))
      .find((event) => event.summary === 'Christmas Eve Services')!
    expect(eve.startDate.toString()).toMatch(/^\d{4}-12-24T16:00:00$/)
  })

  test('an event page offers .ics, Google and Outlook, and carries Event data', async ({
    page,
  }) => {
    await page.goto('/events')
    await page
      .getByRole('link', { name: /Christmas Eve Services/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Christmas Eve Services')
    const id = new URL(page.url()).pathname.split('/').pop()

    const downloadPromise = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Download .ics' }).click()
    const download = await downloadPromise
    expect(download.suggestedFilename()).toBe(`event-${id}.ics`)

    const google = new URL(
      (await page.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href'))!,
    )
    expect(google.hostname).toBe('calendar.google.com')
    expect(google.searchParams.get('text')).toBe('Christmas Eve Services')
    expect(google.searchParams.get('dates')).toMatch(/^\d{4}1224T160000\/\d{4}1224T234500$/)
    expect(google.searchParams.get('ctz')).toBe('America/New_York')
    const outlook = new URL(
      (await page.getByRole('link', { name: /Add to Outlook/ }).getAttribute('href'))!,
    )
    expect(outlook.hostname).toBe('outlook.live.com')
    expect(outlook.searchParams.get('startdt')).toMatch(/^\d{4}-12-24T16:00:00-05:00$/)

    const event = await ofType(page, 'Event')
    expect(event.name).toBe('Christmas Eve Services')
    expect(event.startDate).toMatch(/^\d{4}-12-24T16:00:00-05:00$/)
    expect(event.endDate).toMatch(/^\d{4}-12-24T23:45:00-05:00$/)
    expect(event.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(event.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(event.location).toMatchObject({
      '@type': 'Place',
      name: 'Sanctuary',
      address: SEED_POSTAL_ADDRESS,
    })
    expect(event.organizer).toMatchObject({ name: seedSiteConfig.churchName })
    expect((event.image as string[]).length).toBe(1)
    expect(event.description).toBeTruthy()
  })

  test('every page names the church, and has a canonical URL and a share card that loads', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/events', '/about/staff', '/live-streams']) {
      await page.goto(path)
      const church = await ofType(page, 'Church')
      expect(church).toMatchObject({
        name: seedSiteConfig.churchName,
        telephone: seedSiteConfig.phone,
        address: SEED_POSTAL_ADDRESS,
      })
      expect(church.url).toMatch(/^http/)
      // Google's Organization logo: an absolute URL of an image that loads.
      expect(church.logo).toMatch(/^http/)
      const logo = await request.get(church.logo as string)
      expect(logo.status()).toBe(200)
      expect(logo.headers()['content-type']).toMatch(/^image\//)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        // Next writes the home page's canonical URL as the bare origin.
        `${new URL(page.url()).origin}${path === '/' ? '' : path}`,
      )
      const image = await page.locator('meta[property="og:image"]').first().getAttribute('content')
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        'content',
        'summary_large_image',
      )
      const card = await request.get(image!)
      expect(card.headers()['content-type']).toBe('image/png')
    }
  })

  test('public pages, /login included, may be indexed; a filtered sermon search may not', async ({
    page,
  }) => {
    for (const path of ['/login', '/about', '/sermons']) {
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w/)
    }
    await page.goto('/sermons?search=grace')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  test('a live service carries a BroadcastEvent', async ({ page }) => {
    await page.goto('/live-streams')
    await page
      .getByRole('link', { name: /Live: Sunday Worship/ })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Live: Sunday Worship')
    const video = await ofType(page, 'VideoObject')
    expect(video.publication).toMatchObject({ '@type': 'BroadcastEvent', isLiveBroadcast: true })
    expect(video.uploadDate).toMatch(OFFSET_DATE_TIME)
  })

  test('robots.txt keeps crawlers out of the back office and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Disallow: /cms')
    expect(robots).toContain('Disallow: /api')
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.ok()).toBe(true)
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/events</loc>`)
  })
})
