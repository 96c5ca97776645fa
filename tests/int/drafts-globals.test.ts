import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { PAGE_TEXTS_DEFAULTS } from '@/lib/page-texts/defaults'
import { SERVICE_TIMES_DEFAULTS } from '@/lib/site-defaults'
import { slugs } from '@/lib/slugs'
import { publishDue } from '@/server/publishing/publish-on-schedule-task'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'
import { getPageTexts } from '@/server/site-content/page-texts'
import { getServiceTimes } from '@/server/site-content/service-times'

import { callApi } from './helpers/api'
import { expiredTagsOf } from './helpers/expired-tags'
import { setUpGlobalsTestBed, type GlobalsTestBed } from './helpers/globals-test-bed'

const run = randomUUID().slice(0, 8)

const home = (heroTitle: string) => ({ ...PAGE_TEXTS_DEFAULTS.home, heroTitle })
const visit = (heroText: string) => ({ ...PAGE_TEXTS_DEFAULTS.visit, heroText })
const services = (name: string) => ({
  ...SERVICE_TIMES_DEFAULTS,
  services: [{ ...SERVICE_TIMES_DEFAULTS.services[0]!, name }],
})
const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString()

describe('drafts of the globals: the site configuration, service times and page texts', () => {
  const bed = setUpGlobalsTestBed()
  const asAdmin: GlobalsTestBed['asAdmin'] = (...call) => bed.asAdmin(...call)

  /** The home hero title as each public read of the page texts sees it. */
  const publicHeroTitles = async () => ({
    api: (await callApi('GET', '/page-texts')).json.home.heroTitle,
    pages: (await getPageTexts()).home.heroTitle,
    // /cms-api's read for a visitor, asking for the draft.
    cmsApi: (
      await bed.payload.findGlobal({
        slug: slugs.pageTexts,
        draft: true,
        overrideAccess: false,
        depth: 0,
      })
    ).home?.heroTitle,
  })

  const staffTexts = async () => (await asAdmin('GET', '/admin/page-texts')).json

  it('keeps a draft of the home texts off every public read, stored as Payload keeps drafts', async () => {
    const before = (await publicHeroTitles()).api
    const saved = await asAdmin('PUT', '/admin/page-texts/home', {
      ...home(`Draft Hero ${run}`),
      status: 'draft',
    })
    expect(saved.status).toBe(200)
    expect(saved.json.home.heroTitle).toBe(`Draft Hero ${run}`)
    expect(await publicHeroTitles()).toEqual({ api: before, pages: before, cmsApi: before })

    // Payload 3.90 on postgres: the global's own row stays as published; the draft is the latest
    // row of its version table.
    const row = await bed.payload.db.pool.query(`SELECT home_hero_title, _status FROM page_texts`)
    expect(row.rows).toEqual([{ home_hero_title: before, _status: 'published' }])
    const version = await bed.payload.db.pool.query(
      `SELECT version_home_hero_title, version__status FROM _page_texts_v WHERE latest`,
    )
    expect(version.rows).toEqual([
      { version_home_hero_title: `Draft Hero ${run}`, version__status: 'draft' },
    ])

    // A visitor may not list the versions either (/cms-api's versions of a global).
    await expect(
      bed.payload.findGlobalVersions({ slug: slugs.pageTexts, overrideAccess: false }),
    ).rejects.toThrow()

    const staff = await staffTexts()
    expect(staff.saved.home.heroTitle).toBe(`Draft Hero ${run}`)
    expect(staff.publishing.home.status).toBe('changed')
    expect(staff.publishing.visit.status).toBe('published')
  })

  it('publishing the draft shows it on every public read and expires the page texts tag', async () => {
    const expired = await expiredTagsOf(() =>
      asAdmin('PUT', '/admin/page-texts/home', {
        ...home(`Live Hero ${run}`),
        status: 'published',
      }),
    )
    expect(expired).toContain(slugs.pageTexts)
    const live = `Live Hero ${run}`
    expect(await publicHeroTitles()).toEqual({ api: live, pages: live, cmsApi: live })
    expect((await staffTexts()).publishing.home).toEqual({
      status: 'published',
      publishAt: null,
      unpublishAt: null,
    })
  })

  it('a draft save expires no tag: the published texts the pages cached are unchanged', async () => {
    const expired = await expiredTagsOf(() =>
      asAdmin('PUT', '/admin/page-texts/home', { ...home(`Quiet ${run}`), status: 'draft' }),
    )
    expect(expired).not.toContain(slugs.pageTexts)
  })

  it("publishing one page leaves another page's draft a draft", async () => {
    await asAdmin('PUT', '/admin/page-texts/home', {
      ...home(`Christmas Hero ${run}`),
      status: 'draft',
    })
    await asAdmin('PUT', '/admin/page-texts/visit', visit(`Welcome ${run}`))

    const publicTexts = (await callApi('GET', '/page-texts')).json
    expect(publicTexts.visit.heroText).toBe(`Welcome ${run}`)
    expect(publicTexts.home.heroTitle).toBe(`Live Hero ${run}`)
    const staff = await staffTexts()
    expect(staff.saved.home.heroTitle).toBe(`Christmas Hero ${run}`)
    expect(staff.saved.visit.heroText).toBe(`Welcome ${run}`)
    expect(staff.publishing.home.status).toBe('changed')
    expect(staff.publishing.visit.status).toBe('published')
  })

  it('publishes a scheduled draft through the job at its time, once, and expires the tag', async () => {
    const saved = await asAdmin('PUT', '/admin/page-texts/home', {
      ...home(`December Hero ${run}`),
      status: 'draft',
      publishAt: inAnHour(),
    })
    expect(saved.status).toBe(200)
    expect((await staffTexts()).publishing.home.status).toBe('scheduled')
    expect((await publishDue(bed.payload)).published).toBe(0)
    expect((await callApi('GET', '/page-texts')).json.home.heroTitle).toBe(`Live Hero ${run}`)

    await bed.payload.db.pool.query(
      `UPDATE publishing_schedule SET publish_at = now() - interval '1 second'
       WHERE collection = 'page-texts:home' AND item_id = 0`,
    )
    let published = -1
    const expired = await expiredTagsOf(async () => {
      published = (await publishDue(bed.payload)).published
    })
    expect(published).toBe(1)
    expect(expired).toContain(slugs.pageTexts)
    expect((await callApi('GET', '/page-texts')).json.home.heroTitle).toBe(`December Hero ${run}`)
    expect((await staffTexts()).publishing.home).toEqual({
      status: 'published',
      publishAt: null,
      unpublishAt: null,
    })
    expect((await publishDue(bed.payload)).published).toBe(0)
  })

  it('a scheduled page publishes only itself; publishing by hand clears its time', async () => {
    await asAdmin('PUT', '/admin/page-texts/visit', {
      ...visit(`Visit Draft ${run}`),
      status: 'draft',
    })
    await asAdmin('PUT', '/admin/page-texts/home', {
      ...home(`Scheduled Hero ${run}`),
      status: 'draft',
      publishAt: inAnHour(),
    })
    await bed.payload.db.pool.query(
      `UPDATE publishing_schedule SET publish_at = now() - interval '1 second'
       WHERE collection = 'page-texts:home'`,
    )
    expect((await publishDue(bed.payload)).published).toBe(1)
    const publicTexts = (await callApi('GET', '/page-texts')).json
    expect(publicTexts.home.heroTitle).toBe(`Scheduled Hero ${run}`)
    expect(publicTexts.visit.heroText).toBe(`Welcome ${run}`)
    expect((await staffTexts()).publishing.visit.status).toBe('changed')

    await asAdmin('PUT', '/admin/page-texts/give', {
      ...PAGE_TEXTS_DEFAULTS.give,
      status: 'draft',
      publishAt: inAnHour(),
    })
    expect((await staffTexts()).publishing.give.status).toBe('scheduled')
    await asAdmin('PUT', '/admin/page-texts/give', PAGE_TEXTS_DEFAULTS.give)
    expect((await staffTexts()).publishing.give.status).toBe('published')
  })

  it('service times: a draft is invisible, a spec body without status publishes at once', async () => {
    const before = (await callApi('GET', '/service-times')).json
    const draft = await asAdmin('PUT', '/admin/service-times', {
      ...services(`Draft Mass ${run}`),
      status: 'draft',
    })
    expect(draft.status).toBe(200)
    expect((await callApi('GET', '/service-times')).json).toEqual(before)
    expect(await getServiceTimes()).toEqual(before)
    const staff = (await asAdmin('GET', '/admin/service-times')).json
    expect(staff.saved.services[0].name).toBe(`Draft Mass ${run}`)
    expect(staff.publishing.status).toBe('changed')

    const spec = await asAdmin('PUT', '/admin/service-times', services(`Sung Mass ${run}`))
    expect(spec.status).toBe(200)
    expect((await callApi('GET', '/service-times')).json.services[0].name).toBe(`Sung Mass ${run}`)
    expect((await getServiceTimes()).services[0]!.name).toBe(`Sung Mass ${run}`)
    expect((await asAdmin('GET', '/admin/service-times')).json.publishing.status).toBe('published')
  })

  it('site configuration: a draft is invisible to visitors and to the published staff read', async () => {
    const churchName = bed.siteConfigBefore.churchName
    const base = (await asAdmin('GET', '/admin/site-config')).json.saved
    const body = {
      churchName: `Draft Parish ${run}`,
      primaryColor: base.primaryColor,
      accentColor: base.accentColor,
      secondaryColor: base.secondaryColor,
      emailProvider: base.emailProvider,
    }
    const draft = await asAdmin('PUT', '/admin/site-config', { ...body, status: 'draft' })
    expect(draft.status).toBe(200)
    expect(draft.json.churchName).toBe(`Draft Parish ${run}`)
    expect((await callApi('GET', '/site-config')).json.churchName).toBe(churchName)
    expect((await asAdmin('GET', '/site-config')).json.churchName).toBe(churchName)
    expect((await getPublicSiteConfig()).churchName).toBe(churchName)
    const staff = (await asAdmin('GET', '/admin/site-config')).json
    expect(staff.saved.churchName).toBe(`Draft Parish ${run}`)
    expect(staff.saved).not.toHaveProperty('smtpPassword')
    expect(staff.publishing.status).toBe('changed')

    await asAdmin('PUT', '/admin/site-config', { ...body, churchName: `Live Parish ${run}` })
    expect((await callApi('GET', '/site-config')).json.churchName).toBe(`Live Parish ${run}`)
    expect((await asAdmin('GET', '/admin/site-config')).json.publishing.status).toBe('published')
  })

  it('refuses a bad status or publish time with a sentence, storing nothing', async () => {
    const before = await staffTexts()
    const badStatus = await asAdmin('PUT', '/admin/page-texts/home', {
      ...home(`Refused ${run}`),
      status: 'later',
    })
    expect(badStatus.status).toBe(400)
    expect(badStatus.json.errors).toEqual({ status: 'Status must be draft or published' })
    const badTime = await asAdmin('PUT', '/admin/page-texts/home', {
      ...home(`Refused ${run}`),
      status: 'draft',
      publishAt: 'December 1st',
    })
    expect(badTime.status).toBe(400)
    expect(Object.keys(badTime.json.errors)).toEqual(['publishAt'])
    expect(await staffTexts()).toEqual(before)
  })

  it('the staff reads and the writes are for staff only (401 anonymous, 403 others)', async () => {
    for (const path of ['/admin/page-texts', '/admin/service-times', '/admin/site-config']) {
      await bed.expectStaffOnly('GET', path)
    }
    const body = { ...home(`Intruder ${run}`), status: 'draft' }
    await bed.expectStaffOnly('PUT', '/admin/page-texts/home', body)
    expect(JSON.stringify((await staffTexts()).saved)).not.toContain('Intruder')
  })
})
