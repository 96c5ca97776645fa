import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { keepSiteConfig } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const DURATION_MESSAGE = 'Write the duration as 42:10 or 1:05:00 (27 min and 1h 5m work too)'

describe('checks staff expect: durations, series names, theme colour contrast', () => {
  let payload: Payload
  let admin: TestUser
  let superuser: TestUser
  let removeUsers: () => Promise<void>
  let restoreSiteConfig: () => Promise<unknown>

  beforeAll(async () => {
    payload = await getTestPayload()
    restoreSiteConfig = await keepSiteConfig(payload)
    const created = await createTestUsers(payload, ['admin', 'superuser'] as const)
    ;({ admin, superuser } = created.users)
    removeUsers = created.remove
  })
  afterAll(async () => {
    await payload.delete({ collection: slugs.sermons, where: { title: { contains: run } } })
    await restoreSiteConfig()
    await removeUsers()
  })

  const createSermon = (fields: Record<string, unknown>) =>
    callApi('POST', '/admin/sermons', {
      body: { title: `Checked ${run}`, speaker: 'The Rev. Test', date: '2032-01-04', ...fields },
      cookie: admin.cookie,
    })

  it('the API stores "27 min" as 27:00 and refuses a bare "45" with the form to use', async () => {
    const created = await createSermon({ duration: '27 min' })
    expect(created.status).toBe(201)
    expect(created.json.duration).toBe('27:00')
    const refused = await createSermon({ title: `Refused ${run}`, duration: '45' })
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual({ duration: DURATION_MESSAGE })
    expect(
      (
        await payload.count({
          collection: slugs.sermons,
          where: { title: { equals: `Refused ${run}` } },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('the bulk TSV update takes "1h 5m" as 1:05:00 and names a row it refuses', async () => {
    const sermon = await payload.create({
      collection: slugs.sermons,
      data: { title: `Bulk ${run}`, speaker: 'S', date: '2032-01-11' },
    })
    const saved = await callApi('POST', '/admin/sermons/bulk-update', {
      body: { data: [{ id: String(sermon.id), duration: '1h 5m' }] },
      cookie: admin.cookie,
    })
    expect(saved.status).toBe(200)
    expect((await payload.findByID({ collection: slugs.sermons, id: sermon.id })).duration).toBe(
      '1:05:00',
    )
    const refused = await callApi('POST', '/admin/sermons/bulk-update', {
      body: { data: [{ id: String(sermon.id), duration: 'about an hour' }] },
      cookie: admin.cookie,
    })
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual({ 'data.0.duration': `Row 1: ${DURATION_MESSAGE}` })
  })

  it('Payload itself (as /cms saves) normalises and refuses durations alike', async () => {
    const sermon = await payload.create({
      collection: slugs.sermons,
      data: { title: `Cms ${run}`, speaker: 'S', date: '2032-01-18', duration: '90 mins' },
    })
    expect(sermon.duration).toBe('1:30:00')
    await expect(
      payload.update({ collection: slugs.sermons, id: sermon.id, data: { duration: 'soon' } }),
    ).rejects.toThrow(/Duration/)
  })

  it('a series typed in another case or with stray spaces joins the existing one', async () => {
    const series = `Advent Hope ${run}`
    await createSermon({ title: `Series one ${run}`, series })
    const second = await createSermon({
      title: `Series two ${run}`,
      series: `  advent   hope ${run.toUpperCase()} `,
    })
    expect(second.json.series).toBe(series)
    const picked = await callApi('GET', '/admin/sermon-series', { cookie: admin.cookie })
    expect(picked.status).toBe(200)
    expect(picked.json.filter((name: string) => name.toLowerCase().includes(run))).toEqual([series])
    const fresh = await createSermon({ title: `Series three ${run}`, series: ` New  ${run} ` })
    expect(fresh.json.series).toBe(`New ${run}`)
  })

  it('refuses a theme colour white text cannot be read on, with the ratio, and keeps the old one', async () => {
    const before = await payload.findGlobal({ slug: slugs.siteConfig })
    const { status, json } = await callApi('PUT', '/admin/site-config', {
      body: {
        churchName: before.churchName,
        primaryColor: '#f59e0b',
        accentColor: '#7c3aed',
        secondaryColor: '#1e293b',
        emailProvider: 'console',
      },
      cookie: superuser.cookie,
    })
    expect(status).toBe(400)
    expect(json.errors).toEqual({
      primaryColor: 'Contrast with white text is 2.1:1; it needs at least 4.5:1',
    })
    expect((await payload.findGlobal({ slug: slugs.siteConfig })).primaryColor).toBe(
      before.primaryColor,
    )
    await expect(
      payload.updateGlobal({ slug: slugs.siteConfig, data: { accentColor: '#abc' } }),
    ).rejects.toThrow(/Accent/)
  })
})
