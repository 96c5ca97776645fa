import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { PAGE_TEXTS_DEFAULTS } from '@/lib/page-texts/defaults'
import { paragraph, richTextDocument } from '@/lib/rich-text/build'
import { SERVICE_TIMES_DEFAULTS } from '@/lib/site-defaults'
import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { expiredTagsOf } from './helpers/expired-tags'
import { setUpGlobalsTestBed, type GlobalsTestBed } from './helpers/globals-test-bed'

const run = randomUUID().slice(0, 8)

type Summary = {
  id: number
  createdAt: string
  status: 'draft' | 'published'
  author: { id: number; name: string } | null
  latest: boolean
  changedFields: string[]
}
type List = { versions: Summary[]; total: number; page: number; totalPages: number }

const musicText = (words: string) => richTextDocument(paragraph(words))
const about = (words: string) => ({ ...PAGE_TEXTS_DEFAULTS.about, music: musicText(words) })
const visit = (heroText: string) => ({ ...PAGE_TEXTS_DEFAULTS.visit, heroText })
const services = (name: string, time = '10:00') => ({
  ...SERVICE_TIMES_DEFAULTS,
  services: [{ ...SERVICE_TIMES_DEFAULTS.services[0]!, name, time }],
})

describe('history of the settings, service times and page texts', () => {
  const bed = setUpGlobalsTestBed()
  const asAdmin: GlobalsTestBed['asAdmin'] = (...call) => bed.asAdmin(...call)

  const history = async (global: string, query = '') => {
    const answer = await asAdmin('GET', `/admin/globals/${global}/versions${query}`)
    expect(answer.status).toBe(200)
    return answer.json as List
  }

  const publicMusic = async () => (await callApi('GET', '/page-texts')).json.about.music

  it('lists the service times versions newest first with status, author and changed fields', async () => {
    expect((await asAdmin('PUT', '/admin/service-times', services(`First ${run}`))).status).toBe(
      200,
    )
    await asAdmin('PUT', '/admin/service-times', {
      ...services(`First ${run}`),
      promoLine: `Draft promo ${run}`,
      status: 'draft',
    })
    await asAdmin('PUT', '/admin/service-times', services(`Second ${run}`, '11:15'))
    // The server acting for itself (a scheduled publish, the seed) is nobody's save.
    await bed.payload.updateGlobal({
      slug: slugs.serviceTimes,
      data: { ...services(`Second ${run}`, '11:15'), promoLine: `Server promo ${run}` },
    })

    const { versions, total } = await history('service-times', '?limit=4')
    expect(total).toBeGreaterThanOrEqual(4)
    const [server, second, draft, first] = versions
    expect(server).toMatchObject({ status: 'published', author: null, latest: true })
    expect(server!.changedFields).toEqual(['promoLine'])
    expect(second).toMatchObject({
      status: 'published',
      author: { id: bed.users.admin.user.id, name: 'Test admin' },
      latest: false,
    })
    // The publish writes the published texts: the draft's promo line is gone with it.
    expect(second!.changedFields).toEqual(['services', 'promoLine'])
    expect(draft).toMatchObject({ status: 'draft', changedFields: ['promoLine'] })
    expect(first!.status).toBe('published')
    expect(Date.parse(server!.createdAt)).toBeGreaterThanOrEqual(Date.parse(first!.createdAt))

    // A page of one: the one before it is still read, to say what it changed.
    const paged = await history('service-times', '?limit=1&page=3')
    expect(paged.versions[0]!.id).toBe(draft!.id)
    expect(paged.versions[0]!.changedFields).toEqual(['promoLine'])
    expect(paged.page).toBe(3)
    expect(paged.totalPages).toBe(total)
  })

  it('restores the service times exactly, as a draft and then published', async () => {
    const { versions } = await history('service-times', '?limit=4')
    const first = versions[3]!
    const detail = await asAdmin('GET', `/admin/globals/service-times/versions/${first.id}`)
    expect(detail.status).toBe(200)
    expect(Object.keys(detail.json.fields).sort()).toEqual(['promoLine', 'services'])
    expect(detail.json.fields.services[0]).toMatchObject({ name: `First ${run}`, time: '10:00' })

    const asDraft = await asAdmin(
      'POST',
      `/admin/globals/service-times/versions/${first.id}/restore`,
      { status: 'draft' },
    )
    expect(asDraft.status).toBe(200)
    expect(asDraft.json.message).toMatch(/restored as a draft/)
    expect(asDraft.json.publishing.status).toBe('changed')
    // The site is unchanged; staff now edit the old version.
    const published = (await callApi('GET', '/service-times')).json
    expect(published.services[0].name).toBe(`Second ${run}`)
    const staff = (await asAdmin('GET', '/admin/service-times')).json
    expect(staff.saved.services[0]).toMatchObject({ name: `First ${run}`, time: '10:00' })
    expect(staff.saved.promoLine).toBe(detail.json.fields.promoLine)

    const live = await asAdmin(
      'POST',
      `/admin/globals/service-times/versions/${first.id}/restore`,
      {
        status: 'published',
      },
    )
    expect(live.status).toBe(200)
    expect(live.json.publishing.status).toBe('published')
    const shown = (await callApi('GET', '/service-times')).json
    expect(shown.services[0]).toMatchObject({ name: `First ${run}`, time: '10:00' })
    expect(shown.promoLine).toBe(detail.json.fields.promoLine)

    // Each restore is a new version on top, by the admin who restored.
    const after = await history('service-times', '?limit=2')
    expect(after.versions[0]).toMatchObject({
      status: 'published',
      latest: true,
      author: { id: bed.users.admin.user.id },
    })
    expect(after.versions[1]!.status).toBe('draft')
  })

  it("names the page texts' changes by page and field, and one page's when asked", async () => {
    await asAdmin('PUT', '/admin/page-texts/about', about(`Early music ${run}`))
    await asAdmin('PUT', '/admin/page-texts/visit', visit(`Welcome ${run}`))
    await asAdmin('PUT', '/admin/page-texts/about', about(`Later music ${run}`))

    const every = await history('page-texts', '?limit=3')
    expect(every.versions.map((version) => version.changedFields)).toEqual([
      ['about.music'],
      ['visit.heroText'],
      ['about.music'],
    ])
    const aboutOnly = await history('page-texts', '?limit=3&part=about')
    expect(aboutOnly.versions.map((version) => version.changedFields)).toEqual([
      ['about.music'],
      [],
      ['about.music'],
    ])

    const detail = await asAdmin(
      'GET',
      `/admin/globals/page-texts/versions/${every.versions[2]!.id}?part=about`,
    )
    expect(detail.status).toBe(200)
    expect(Object.keys(detail.json.fields).sort()).toEqual([
      'about.hiddenTabs',
      'about.kidsChurch',
      'about.leaders',
      'about.music',
      'about.whatWeBelieve',
    ])
    expect(detail.json.fields['about.music']).toEqual(musicText(`Early music ${run}`))
  })

  it("restores one page's texts exactly, leaving the other pages' drafts, and a publish expires the tag", async () => {
    const early = (await history('page-texts', '?limit=3')).versions[2]!
    // Another page's draft, pending: a restore of About must neither publish nor drop it.
    await asAdmin('PUT', '/admin/page-texts/visit', { ...visit(`Draft ${run}`), status: 'draft' })

    const asDraftTags = await expiredTagsOf(async () => {
      const answer = await asAdmin(
        'POST',
        `/admin/globals/page-texts/versions/${early.id}/restore`,
        { status: 'draft', part: 'about' },
      )
      expect(answer.status).toBe(200)
      expect(answer.json.message).toBe(
        "The About page's texts restored as a draft: the website is unchanged until it is published",
      )
      expect(answer.json.publishing.status).toBe('changed')
    })
    expect(asDraftTags).not.toContain(slugs.pageTexts)
    expect(await publicMusic()).toEqual(musicText(`Later music ${run}`))
    let staff = (await asAdmin('GET', '/admin/page-texts')).json
    expect(staff.saved.about.music).toEqual(musicText(`Early music ${run}`))
    expect(staff.saved.visit.heroText).toBe(`Draft ${run}`)

    const publishTags = await expiredTagsOf(async () => {
      const answer = await asAdmin(
        'POST',
        `/admin/globals/page-texts/versions/${early.id}/restore`,
        { status: 'published', part: 'about' },
      )
      expect(answer.status).toBe(200)
      expect(answer.json.publishing.status).toBe('published')
    })
    expect(publishTags).toContain(slugs.pageTexts)
    expect(await publicMusic()).toEqual(musicText(`Early music ${run}`))
    const shown = (await callApi('GET', '/page-texts')).json
    expect(shown.visit.heroText).toBe(`Welcome ${run}`)
    staff = (await asAdmin('GET', '/admin/page-texts')).json
    expect(staff.saved.visit.heroText).toBe(`Draft ${run}`)
    expect(staff.publishing.visit.status).toBe('changed')
    expect(staff.publishing.about.status).toBe('published')
  })

  it('restores the settings, leaving the mail transport to superusers', async () => {
    await asAdmin('PUT', '/admin/site-config', {
      ...(await asAdmin('GET', '/admin/site-config')).json.saved,
      tagline: `Old tagline ${run}`,
    })
    const old = (await history('site-config', '?limit=1')).versions[0]!
    expect(old.author?.id).toBe(bed.users.admin.user.id)
    await asAdmin('PUT', '/admin/site-config', {
      ...(await asAdmin('GET', '/admin/site-config')).json.saved,
      tagline: `New tagline ${run}`,
    })
    const [newest] = (await history('site-config', '?limit=1')).versions
    expect(newest!.changedFields).toEqual(['tagline'])

    const detail = await asAdmin('GET', `/admin/globals/site-config/versions/${old.id}`)
    expect(detail.json.fields.tagline).toBe(`Old tagline ${run}`)
    // The password is a secret: never in a version's fields.
    expect(detail.json.fields).not.toHaveProperty('smtpPassword')

    // The server changed the mail host since; an admin's restore leaves it as it is.
    await bed.payload.updateGlobal({
      slug: slugs.siteConfig,
      data: { smtpHost: `mail-${run}.test` },
    })
    const answer = await asAdmin('POST', `/admin/globals/site-config/versions/${old.id}/restore`, {
      status: 'published',
    })
    expect(answer.status).toBe(200)
    expect(answer.json.message).toBe('Settings restored and published')
    const saved = await bed.payload.findGlobal({ slug: slugs.siteConfig, depth: 0 })
    expect(saved.tagline).toBe(`Old tagline ${run}`)
    expect(saved.smtpHost).toBe(`mail-${run}.test`)
    expect((await callApi('GET', '/site-config')).json.tagline).toBe(`Old tagline ${run}`)
  })

  it('answers 401, 403, 404 and 400 with a sentence, and stores nothing', async () => {
    const { versions } = await history('page-texts', '?limit=1')
    const id = versions[0]!.id
    const paths: [string, string, unknown?][] = [
      ['GET', '/admin/globals/site-config/versions'],
      ['GET', `/admin/globals/page-texts/versions/${id}`],
      [
        'POST',
        `/admin/globals/page-texts/versions/${id}/restore`,
        { status: 'draft', part: 'home' },
      ],
    ]
    for (const [method, path, body] of paths) await bed.expectStaffOnly(method, path, body)

    const unknown = await asAdmin('GET', '/admin/globals/service-times/versions/999999999')
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('Version not found')
    const restoreUnknown = await asAdmin(
      'POST',
      '/admin/globals/site-config/versions/999999999/restore',
      { status: 'draft' },
    )
    expect(restoreUnknown.status).toBe(404)
    // Not an id at all: no version has it (as for every id in the API).
    expect((await asAdmin('GET', '/admin/globals/page-texts/versions/abc')).status).toBe(404)

    const before = (await history('page-texts', '?limit=1')).total
    const bad: [string, string, unknown?][] = [
      ['GET', '/admin/globals/page-texts/versions?limit=0'],
      ['GET', '/admin/globals/page-texts/versions?part=kitchen'],
      ['POST', `/admin/globals/page-texts/versions/${id}/restore`, { status: 'draft' }],
      [
        'POST',
        `/admin/globals/page-texts/versions/${id}/restore`,
        { status: 'live', part: 'home' },
      ],
      ['POST', `/admin/globals/service-times/versions/${id}/restore`, {}],
    ]
    for (const [method, path, body] of bad) {
      const answer = await asAdmin(method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(400)
      expect(answer.json.message, `${method} ${path}`).toMatch(/\w+ \w+/)
    }
    expect((await history('page-texts', '?limit=1')).total).toBe(before)
  })
})
