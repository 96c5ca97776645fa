import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { PAGE_TEXTS_DEFAULTS } from '@/lib/page-texts/defaults'
import { paragraph, richTextDocument } from '@/lib/rich-text/build'
import { SERVICE_TIMES_DEFAULTS } from '@/lib/site-defaults'
import { slugs } from '@/lib/slugs'
import {
  activeFeaturedFor,
  pageTextsFor,
  serviceTimesFor,
  siteConfigFor,
} from '@/server/preview/draft-site-content'
import { staffPreviewer } from '@/server/preview/staff-previewer'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'
import { getPageTexts } from '@/server/site-content/page-texts'
import { getServiceTimes } from '@/server/site-content/service-times'

import { callApi } from './helpers/api'
import { setUpGlobalsTestBed, type GlobalsTestBed } from './helpers/globals-test-bed'

const run = randomUUID().slice(0, 8)

/** What Next sets when draft mode is turned on; any value: the session decides, not the cookie. */
const BYPASS_COOKIE = '__prerender_bypass=0123456789abcdef'

/** A page request as a browser on the site sends it (Payload reads a session only so). */
const pageHeaders = (cookie?: string) =>
  new Headers({ 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) })

/** The plain text of a rich text, for comparing what a page would show. */
const textOf = (document: unknown): string => JSON.stringify(document)

describe('preview of the page texts, settings, service times and featured items', () => {
  const bed = setUpGlobalsTestBed()
  afterAll(async () => {
    await bed.payload.delete({
      collection: slugs.featuredContent,
      where: { title: { contains: run } },
      trash: true,
    })
  })

  const asAdmin: GlobalsTestBed['asAdmin'] = (...call) => bed.asAdmin(...call)

  /** The staff member previewing a page request, as the pages ask (previewingStaff). */
  const previewerFor = (draftModeEnabled: boolean, cookie?: string) =>
    staffPreviewer(bed.payload, { draftModeEnabled, headers: pageHeaders(cookie) })

  describe('GET /api/admin/preview?global=', () => {
    it('is refused to anonymous callers (401) and members (403)', async () => {
      await bed.expectStaffOnly('GET', '/admin/preview?global=page-texts&page=music')
    })

    it('sends staff to the page that shows each form, never to a path they name', async () => {
      const targets: [string, string][] = [
        ['global=page-texts&page=music', '/about/music'],
        ['global=page-texts&page=kids-church', '/about/kids-church'],
        ['global=page-texts&page=about', '/about'],
        ['global=page-texts&page=home', '/'],
        ['global=page-texts&page=visit', '/plan-a-visit'],
        ['global=page-texts&page=give', '/give'],
        ['global=page-texts&page=navigation', '/'],
        ['global=service-times', '/plan-a-visit'],
        ['global=site-config', '/'],
      ]
      for (const [query, location] of targets) {
        const answer = await asAdmin('GET', `/admin/preview?${query}`)
        expect(answer.status, query).toBe(303)
        expect(answer.headers.get('location'), query).toBe(location)
        expect(answer.headers.get('cache-control')).toBe('no-store')
      }
    })

    it('refuses a bad global, page or mix with a sentence (400)', async () => {
      const refusals: [string, Record<string, string>][] = [
        [
          'global=privacy-settings',
          { global: 'Global must be page-texts, site-config or service-times' },
        ],
        ['global=page-texts', { page: 'Page is required with global=page-texts' }],
        [
          'global=page-texts&page=secrets',
          {
            page: 'Page must be one of home, about, music, kids-church, what-we-believe, visit, give, navigation',
          },
        ],
        ['global=site-config&page=music', { page: 'Page goes only with global=page-texts' }],
        [
          'global=site-config&collection=events&id=1',
          { global: 'Ask for a collection and an id, or for a global, not both' },
        ],
        ['', { collection: 'Collection (with an id) or global is required' }],
        ['collection=events', { id: 'Id is required' }],
      ]
      for (const [query, errors] of refusals) {
        const answer = await asAdmin('GET', `/admin/preview?${query}`)
        expect(answer.status, query).toBe(400)
        expect(answer.json.errors, query).toEqual(errors)
      }
    })
  })

  it("a draft of the Music text: staff previewing read it; visitors, and a stale cookie's holder, read the published text", async () => {
    const published = textOf((await getPageTexts()).about.music)
    const draftMusic = richTextDocument(paragraph(`Choir rehearses on Thursdays ${run}`))
    const saved = await asAdmin('PUT', '/admin/page-texts/about', {
      ...PAGE_TEXTS_DEFAULTS.about,
      music: draftMusic,
      status: 'draft',
    })
    expect(saved.status).toBe(200)

    const staff = await previewerFor(true, `${bed.users.admin.cookie}; ${BYPASS_COOKIE}`)
    expect(staff?.id).toBe(bed.users.admin.user.id)
    expect(textOf((await pageTextsFor(staff)).about.music)).toContain(`Thursdays ${run}`)

    // Staff without draft mode, a stale cookie without a session, a member's: the published text.
    for (const nobody of [
      await previewerFor(false, bed.users.admin.cookie),
      await previewerFor(true, BYPASS_COOKIE),
      await previewerFor(true, `${bed.users.member.cookie}; ${BYPASS_COOKIE}`),
    ]) {
      expect(nobody).toBeNull()
      expect(textOf((await pageTextsFor(nobody)).about.music)).toBe(published)
    }
    // Right after the preview's read, visitors' reads still hold the published text.
    expect(textOf((await getPageTexts()).about.music)).toBe(published)
    expect(textOf((await callApi('GET', '/page-texts')).json.about.music)).toBe(published)
  })

  it('drafts of the service times and the settings show only in the preview', async () => {
    const staff = await previewerFor(true, `${bed.users.admin.cookie}; ${BYPASS_COOKIE}`)
    const publishedService = (await getServiceTimes()).services[0]?.name
    const times = await asAdmin('PUT', '/admin/service-times', {
      ...SERVICE_TIMES_DEFAULTS,
      services: [{ ...SERVICE_TIMES_DEFAULTS.services[0]!, name: `Vespers ${run}` }],
      status: 'draft',
    })
    expect(times.status).toBe(200)
    expect((await serviceTimesFor(staff)).services[0]?.name).toBe(`Vespers ${run}`)
    expect((await serviceTimesFor(null)).services[0]?.name).toBe(publishedService)
    expect((await getServiceTimes()).services[0]?.name).toBe(publishedService)

    const base = (await asAdmin('GET', '/admin/site-config')).json.saved
    const config = await asAdmin('PUT', '/admin/site-config', {
      churchName: `Preview Parish ${run}`,
      primaryColor: base.primaryColor,
      accentColor: base.accentColor,
      secondaryColor: base.secondaryColor,
      emailProvider: base.emailProvider,
      status: 'draft',
    })
    expect(config.status).toBe(200)
    const draftConfig = await siteConfigFor(staff)
    expect(draftConfig.churchName).toBe(`Preview Parish ${run}`)
    // The preview's read is the public allow-list, as visitors' is: no mail settings.
    expect(draftConfig).not.toHaveProperty('smtpPassword')
    expect(draftConfig).not.toHaveProperty('smtpHost')
    expect((await siteConfigFor(null)).churchName).toBe(bed.siteConfigBefore.churchName)
    expect((await getPublicSiteConfig()).churchName).toBe(bed.siteConfigBefore.churchName)
    expect((await callApi('GET', '/site-config')).json.churchName).toBe(
      bed.siteConfigBefore.churchName,
    )
  })

  it('a draft featured item, and a draft change to a published one, show only in the preview', async () => {
    const staff = await previewerFor(true, `${bed.users.admin.cookie}; ${BYPASS_COOKIE}`)
    const item = (title: string, youtubeUrl: string) => ({
      type: 'video',
      contentId: `preview-${run}`,
      title: `${title} ${run}`,
      youtubeUrl,
      isActive: true,
    })
    const draft = await asAdmin('POST', '/admin/featured-content', {
      ...item('Draft Feature', 'https://www.youtube.com/watch?v=draftvid001'),
      status: 'draft',
    })
    expect(draft.status).toBe(201)
    const published = await asAdmin(
      'POST',
      '/admin/featured-content',
      item('Live Feature', 'https://www.youtube.com/watch?v=livevid0001'),
    )
    expect(published.status).toBe(201)
    const changed = await asAdmin('PUT', `/admin/featured-content/${published.json.id}`, {
      ...item('Changed Feature', 'https://www.youtube.com/watch?v=changedvid1'),
      status: 'draft',
    })
    expect(changed.status).toBe(200)

    const titles = (items: { title?: string | null }[]) =>
      items.map(({ title }) => title).filter((title) => title?.endsWith(run))
    expect(titles(await activeFeaturedFor(staff)).sort()).toEqual([
      `Changed Feature ${run}`,
      `Draft Feature ${run}`,
    ])
    expect(titles(await activeFeaturedFor(null))).toEqual([`Live Feature ${run}`])
    expect(titles((await callApi('GET', '/featured-content')).json)).toEqual([
      `Live Feature ${run}`,
    ])

    // Preview from the featured item's dialog opens the home page, where its video plays.
    const preview = await asAdmin(
      'GET',
      `/admin/preview?collection=featured-content&id=${draft.json.id}`,
    )
    expect(preview.status).toBe(303)
    expect(preview.headers.get('location')).toBe('/')
  })
})
