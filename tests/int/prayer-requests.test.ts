import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { env } from '@/env'
import type { PrayerVisibility } from '@/lib/prayer/prayer-options'
import { slugs } from '@/lib/slugs'
import { readPrayerWall } from '@/server/prayer/prayer-wall'
import { PRAYER_VISITOR_COOKIE } from '@/server/prayer/visitor-id'

import type { PrayerRequest } from '../../payload-types'
import { callApi } from './helpers/api'
import { keepSiteConfig, OFFICE, runEmailQueue, setSiteConfig, smtpSettings } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { addressesOf, TestMailServer } from './helpers/smtp'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
/** Every request this file makes carries the run's mark, so it finds (and deletes) only its own. */
const marked = (text: string) => `${text} [${run}]`
const PASTORAL_INBOX = `pastor-${run}@test.shoreline.test`
const DAY_MS = 24 * 60 * 60 * 1000

const cmsGet = (path: string, cookie?: string) =>
  REST_GET(config)(
    new Request(new URL(`/cms-api/${path}`, env.SITE_URL), {
      headers: { ...(cookie ? { cookie } : {}), 'sec-fetch-site': 'same-origin' },
    }),
    { params: Promise.resolve({ slug: path.split('?')[0].split('/') }) },
  )

describe('prayer requests (docs/prayer.md)', () => {
  let payload: Payload
  let users: Record<'member' | 'prayer-team' | 'admin', TestUser>
  let removeUsers: () => Promise<void>
  let restoreSiteConfig: () => Promise<unknown>
  const mail = new TestMailServer()
  const byVisibility = {} as Record<PrayerVisibility, PrayerRequest>

  const store = (visibility: PrayerVisibility, data: Partial<PrayerRequest> = {}) =>
    payload.create({
      collection: slugs.prayerRequests,
      data: { name: 'Hannah Elkanah', request: marked(`For ${visibility}`), visibility, ...data },
      depth: 0,
      overrideAccess: true,
    })

  /** This file's requests as the database holds them (the route answers only 201 and a text). */
  const ownRequests = async () =>
    (
      await payload.find({
        collection: slugs.prayerRequests,
        where: { request: { contains: run } },
        sort: '-id',
        limit: 100,
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    payload = await getTestPayload()
    restoreSiteConfig = await keepSiteConfig(payload)
    const created = await createTestUsers(payload, ['member', 'prayer-team', 'admin'] as const)
    users = created.users
    removeUsers = created.remove
    await mail.start()
    // Jobs other files queued must not run into this file's mailbox.
    await runEmailQueue(payload)
    for (const visibility of ['pastoral', 'team', 'wall'] as const) {
      byVisibility[visibility] = await store(visibility)
    }
  })
  beforeEach(async () => {
    await setSiteConfig(payload, {
      ...smtpSettings(mail.port),
      pastoralEmail: PASTORAL_INBOX,
      prayerWallDays: 30,
    })
    mail.clear()
  })
  afterAll(async () => {
    await mail.stop()
    await restoreSiteConfig()
    await payload.delete({
      collection: slugs.prayerRequests,
      where: { request: { contains: run } },
      overrideAccess: true,
    })
    await removeUsers()
  })

  const ids = (list: { id: number }[]) => list.map(({ id }) => id).sort()
  const idsOf = (...visibilities: PrayerVisibility[]) =>
    visibilities.map((visibility) => byVisibility[visibility].id).sort()
  const onlyOwn = (list: { id: number }[]) =>
    ids(list).filter((id) => idsOf('pastoral', 'team', 'wall').includes(id))

  describe('the public form', () => {
    it('stores an anonymous request without any name, and sends no email when not urgent', async () => {
      const { status, json } = await callApi('POST', '/prayer-requests', {
        body: {
          anonymous: true,
          name: 'Secret Person',
          request: marked('Anonymous for the wall'),
          visibility: 'wall',
        },
      })
      expect(status).toBe(201)
      expect(json).toEqual({ message: expect.any(String) })
      const [stored] = await ownRequests()
      expect(stored).toMatchObject({
        anonymous: true,
        name: null,
        visibility: 'wall',
        status: 'new',
      })
      await runEmailQueue(payload)
      expect(mail.received).toHaveLength(0)
    })

    it('refuses a request without a name unless anonymous, storing nothing', async () => {
      const before = (await ownRequests()).length
      const { status, json } = await callApi('POST', '/prayer-requests', {
        body: { request: marked('No name'), visibility: 'team' },
      })
      expect(status).toBe(400)
      expect(json.errors).toHaveProperty('name')
      const bad = await callApi('POST', '/prayer-requests', {
        body: { name: 'Ruth', request: marked('Bad visibility'), visibility: 'everyone' },
      })
      expect(bad.status).toBe(400)
      expect((await ownRequests()).length).toBe(before)
    })
  })

  describe('urgent requests email the pastoral staff at once', () => {
    it('sends the request to the pastoral address, and no other email carries it', async () => {
      const text = marked('Urgent: surgery tomorrow morning')
      const { status } = await callApi('POST', '/prayer-requests', {
        body: {
          name: 'Martha Bethany',
          email: `martha-${run}@test.shoreline.test`,
          request: text,
          visibility: 'pastoral',
          urgent: true,
        },
      })
      expect(status).toBe(201)
      await runEmailQueue(payload)
      expect(mail.received).toHaveLength(1)
      const [notice] = mail.received
      expect(addressesOf(notice.to)).toEqual([PASTORAL_INBOX])
      expect(addressesOf(notice.replyTo)).toEqual([`martha-${run}@test.shoreline.test`])
      expect(notice.subject).toBe('Urgent prayer request')
      expect(notice.text).toContain(text)
    })

    it('goes to the office address when no pastoral address is set', async () => {
      await setSiteConfig(payload, { pastoralEmail: '' })
      await callApi('POST', '/prayer-requests', {
        body: {
          anonymous: true,
          request: marked('Urgent, anonymous'),
          visibility: 'team',
          urgent: true,
        },
      })
      await runEmailQueue(payload)
      expect(mail.received.map((message) => addressesOf(message.to))).toEqual([[OFFICE]])
      expect(mail.received[0].text).toContain('From: Anonymous')
    })
  })

  describe('who reads what, by role, by every route', () => {
    it('the prayer list: 401 anonymous, 403 member; the team never gets a pastoral request', async () => {
      expect((await callApi('GET', '/prayer-team/requests')).status).toBe(401)
      expect(
        (await callApi('GET', '/prayer-team/requests', { cookie: users.member.cookie })).status,
      ).toBe(403)
      const team = await callApi('GET', '/prayer-team/requests?limit=100', {
        cookie: users['prayer-team'].cookie,
      })
      expect(team.status).toBe(200)
      expect(onlyOwn(team.json)).toEqual(idsOf('team', 'wall'))
      expect(team.json.every((request: PrayerRequest) => request.visibility !== 'pastoral')).toBe(
        true,
      )
      const pastoralFilter = await callApi('GET', '/prayer-team/requests?visibility=pastoral', {
        cookie: users['prayer-team'].cookie,
      })
      expect(pastoralFilter.json).toEqual([])
      const admin = await callApi('GET', '/prayer-team/requests?limit=100', {
        cookie: users.admin.cookie,
      })
      expect(onlyOwn(admin.json)).toEqual(idsOf('pastoral', 'team', 'wall'))
    })

    it('/cms-api follows the same rules', async () => {
      expect((await cmsGet('prayer-requests')).status).toBe(403)
      expect((await cmsGet('prayer-requests', users.member.cookie)).status).toBe(403)
      const team = await cmsGet('prayer-requests?limit=100', users['prayer-team'].cookie)
      expect(team.status).toBe(200)
      expect(onlyOwn((await team.json()).docs)).toEqual(idsOf('team', 'wall'))
      const pastoral = await cmsGet(
        `prayer-requests/${byVisibility.pastoral.id}`,
        users['prayer-team'].cookie,
      )
      expect(pastoral.status).toBe(404)
      const admin = await cmsGet('prayer-requests?limit=100', users.admin.cookie)
      expect(onlyOwn((await admin.json()).docs)).toEqual(idsOf('pastoral', 'team', 'wall'))
    })

    it('the Local API with the caller’s access hides pastoral requests from the team', async () => {
      const found = await payload.findByID({
        collection: slugs.prayerRequests,
        id: byVisibility.pastoral.id,
        overrideAccess: false,
        user: users['prayer-team'].user,
        disableErrors: true,
      })
      expect(found).toBeNull()
    })

    it('status changes: the team marks team requests prayed, a pastoral one is a 404 and unchanged', async () => {
      const path = (visibility: PrayerVisibility) =>
        `/prayer-team/requests/${byVisibility[visibility].id}`
      expect((await callApi('PUT', path('team'), { body: { status: 'prayed' } })).status).toBe(401)
      expect(
        (
          await callApi('PUT', path('team'), {
            cookie: users.member.cookie,
            body: { status: 'prayed' },
          })
        ).status,
      ).toBe(403)
      const prayed = await callApi('PUT', path('team'), {
        cookie: users['prayer-team'].cookie,
        body: { status: 'prayed' },
      })
      expect(prayed.status).toBe(200)
      expect(prayed.json.status).toBe('prayed')
      const pastoral = await callApi('PUT', path('pastoral'), {
        cookie: users['prayer-team'].cookie,
        body: { status: 'archived' },
      })
      expect(pastoral.status).toBe(404)
      expect(pastoral.json.message).not.toContain(run)
      const stored = await payload.findByID({
        collection: slugs.prayerRequests,
        id: byVisibility.pastoral.id,
        overrideAccess: true,
      })
      expect(stored.status).toBe('new')
    })

    it('only staff approve for the wall', async () => {
      const path = `/admin/prayer-requests/${byVisibility.wall.id}/wall`
      expect((await callApi('PUT', path, { body: { onWall: true } })).status).toBe(401)
      for (const role of ['member', 'prayer-team'] as const) {
        const { status } = await callApi('PUT', path, {
          cookie: users[role].cookie,
          body: { onWall: true },
        })
        expect(status).toBe(403)
      }
      const wrongKind = await callApi(
        'PUT',
        `/admin/prayer-requests/${byVisibility.team.id}/wall`,
        {
          cookie: users.admin.cookie,
          body: { onWall: true },
        },
      )
      expect(wrongKind.status).toBe(400)
      const stored = await payload.findByID({
        collection: slugs.prayerRequests,
        id: byVisibility.wall.id,
        overrideAccess: true,
      })
      expect(stored.wallApprovedAt).toBeFalsy()
    })
  })

  describe('the wall', () => {
    const wallIds = async (now?: Date) =>
      (await readPrayerWall(payload, now))
        .map(({ id }) => id)
        .filter((id) => id === byVisibility.wall.id)

    it('shows a wall request only once approved, with the first name only, until it expires', async () => {
      expect(await wallIds()).toEqual([])
      const approved = await callApi('PUT', `/admin/prayer-requests/${byVisibility.wall.id}/wall`, {
        cookie: users.admin.cookie,
        body: { onWall: true },
      })
      expect(approved.status).toBe(200)
      expect(approved.json.wallApprovedBy).toBe(users.admin.user.id)
      const item = (await readPrayerWall(payload)).find(({ id }) => id === byVisibility.wall.id)
      expect(item).toMatchObject({ firstName: 'Hannah', request: marked('For wall') })
      expect(JSON.stringify(item)).not.toContain('Elkanah')

      const in31Days = new Date(Date.now() + 31 * DAY_MS)
      expect(await wallIds(in31Days)).toEqual([])
      await setSiteConfig(payload, { prayerWallDays: 40 })
      expect(await wallIds(in31Days)).toEqual([byVisibility.wall.id])
    })

    it('a team or pastoral request never shows on the wall', async () => {
      const shown = (await readPrayerWall(payload)).map(({ id }) => id)
      expect(shown).not.toContain(byVisibility.team.id)
      expect(shown).not.toContain(byVisibility.pastoral.id)
    })

    it('"I prayed" counts once per visitor', async () => {
      const path = `/prayer-wall/${byVisibility.wall.id}/prayed`
      const first = await callApi('POST', path)
      expect(first.status).toBe(200)
      expect(first.json).toEqual({ prayedCount: 1, counted: true })
      const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]
      expect(cookie).toMatch(new RegExp(`^${PRAYER_VISITOR_COOKIE}=`))
      const again = await callApi('POST', path, { cookie })
      expect(again.json).toEqual({ prayedCount: 1, counted: false })
      expect(again.headers.get('set-cookie')).toBeNull()
      const someoneElse = await callApi('POST', path)
      expect(someoneElse.json).toEqual({ prayedCount: 2, counted: true })
      const item = (await readPrayerWall(payload)).find(({ id }) => id === byVisibility.wall.id)
      expect(item?.prayedCount).toBe(2)
    })

    it('"I prayed" for a request not on the wall is a 404', async () => {
      const { status } = await callApi('POST', `/prayer-wall/${byVisibility.pastoral.id}/prayed`)
      expect(status).toBe(404)
    })

    it('withdrawn from the wall, it is gone', async () => {
      await callApi('PUT', `/admin/prayer-requests/${byVisibility.wall.id}/wall`, {
        cookie: users.admin.cookie,
        body: { onWall: false },
      })
      expect(await wallIds()).toEqual([])
    })
  })
})
