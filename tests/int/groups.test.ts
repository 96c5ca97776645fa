import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { GROUP_FULL, LEADER_NEEDS_CONTACT } from '@/lib/groups/group-options'
import { slugs } from '@/lib/slugs'

import type { Group } from '../../payload-types'
import { callApi } from './helpers/api'
import { keepSiteConfig, OFFICE, runEmailQueue, setSiteConfig, smtpSettings } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { addressesOf, TestMailServer } from './helpers/smtp'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const LEADER_BY_NAME = `deborah-${run}@leaders.shoreline.test`
const VISITOR = `lydia-${run}@test.shoreline.test`

const cmsGet = (path: string, cookie?: string) =>
  REST_GET(config)(
    new Request(new URL(`/cms-api/${path}`, env.SITE_URL), {
      headers: { ...(cookie ? { cookie } : {}), 'sec-fetch-site': 'same-origin' },
    }),
    { params: Promise.resolve({ slug: path.split('?')[0].split('/') }) },
  )

describe('groups and requests to join (docs/groups.md)', () => {
  let payload: Payload
  let users: Record<'member' | 'admin', TestUser>
  let removeUsers: () => Promise<void>
  let restoreSiteConfig: () => Promise<unknown>
  const mail = new TestMailServer()
  let open: Group
  let full: Group

  const makeGroup = (name: string, data: Partial<Group> = {}) =>
    payload.create({
      collection: slugs.groups,
      data: {
        name: `${name} ${run}`,
        category: 'small-group',
        meetingDay: 'TU',
        meetingTime: '19:30',
        area: 'Harbourside',
        status: 'open',
        leaders: [{ user: users.admin.user.id }, { name: 'Deborah Judge', email: LEADER_BY_NAME }],
        ...data,
      },
      depth: 0,
      overrideAccess: true,
    })

  const ownRequests = async () =>
    (
      await payload.find({
        collection: slugs.groupJoinRequests,
        where: { group: { in: [open.id, full.id] } },
        sort: '-id',
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  beforeAll(async () => {
    payload = await getTestPayload()
    restoreSiteConfig = await keepSiteConfig(payload)
    const created = await createTestUsers(payload, ['member', 'admin'] as const)
    users = created.users
    removeUsers = created.remove
    await mail.start()
    // Jobs other files queued must not run into this file's mailbox.
    await runEmailQueue(payload)
    open = await makeGroup('Tuesday supper')
    full = await makeGroup('Full house', { status: 'full' })
  })
  beforeEach(async () => {
    await setSiteConfig(payload, smtpSettings(mail.port))
    mail.clear()
  })
  afterAll(async () => {
    await mail.stop()
    await restoreSiteConfig()
    // A group's join requests go with it.
    await payload.delete({
      collection: slugs.groups,
      where: { name: { contains: run } },
      overrideAccess: true,
    })
    await removeUsers()
  })

  describe('leaders’ addresses never leave the server', () => {
    it('/cms-api gives anonymous callers and members the group without its leaders', async () => {
      for (const cookie of [undefined, users.member.cookie]) {
        const list = await cmsGet(`groups?where[id][equals]=${open.id}&depth=2`, cookie)
        expect(list.status).toBe(200)
        const text = await list.text()
        expect(text).toContain(`Tuesday supper ${run}`)
        expect(text).not.toContain(LEADER_BY_NAME)
        expect(text).not.toContain(users.admin.user.email)
        // Payload answers a field the caller may not read with an empty list.
        expect(text).toContain('"leaders":[]')
        const one = await (await cmsGet(`groups/${open.id}?depth=2`, cookie)).text()
        expect(one).not.toContain(LEADER_BY_NAME)
      }
      const staff = await (await cmsGet(`groups/${open.id}`, users.admin.cookie)).text()
      expect(staff).toContain(LEADER_BY_NAME)
    })

    it('the Local API with a visitor’s access leaves the leaders out', async () => {
      const seen = await payload.findByID({
        collection: slugs.groups,
        id: open.id,
        overrideAccess: false,
        user: null,
      })
      expect(seen.name).toBe(`Tuesday supper ${run}`)
      expect(seen.leaders ?? []).toEqual([])
    })
  })

  describe('request to join', () => {
    it('stores the request and emails every leader, the office and the visitor', async () => {
      const { status, json } = await callApi('POST', '/group-join-requests', {
        body: {
          group: open.slug,
          name: 'Lydia Thyatira',
          email: VISITOR.toUpperCase(),
          phone: '2075550123',
          message: 'We have just moved here',
        },
      })
      expect(status).toBe(201)
      expect(json).toEqual({ message: expect.any(String) })
      const [stored] = await ownRequests()
      expect(stored).toMatchObject({
        group: open.id,
        name: 'Lydia Thyatira',
        email: VISITOR,
        phone: '2075550123',
        status: 'new',
        spam: false,
      })
      await runEmailQueue(payload)
      const to = mail.received.map((message) => addressesOf(message.to)[0]).sort()
      expect(to).toEqual([users.admin.user.email, LEADER_BY_NAME, OFFICE, VISITOR].sort())
      const leaderMail = mail.received.find(
        (message) => addressesOf(message.to)[0] === LEADER_BY_NAME,
      )!
      expect(leaderMail.subject).toBe(`Request to join Tuesday supper ${run}: Lydia Thyatira`)
      expect(addressesOf(leaderMail.replyTo)).toEqual([VISITOR])
      expect(leaderMail.text).toContain('We have just moved here')
      const confirmation = mail.received.find((message) => addressesOf(message.to)[0] === VISITOR)!
      // The visitor learns nothing of the leaders' addresses.
      expect(confirmation.text).not.toContain(LEADER_BY_NAME)
      expect(confirmation.text).not.toContain(users.admin.user.email)
    })

    it('a full group refuses with a readable 409 and stores nothing', async () => {
      const before = (await ownRequests()).length
      const { status, json } = await callApi('POST', '/group-join-requests', {
        body: { group: full.slug, name: 'Priscilla', email: `p-${run}@test.shoreline.test` },
      })
      expect(status).toBe(409)
      expect(json.message).toBe(GROUP_FULL)
      expect((await ownRequests()).length).toBe(before)
      await runEmailQueue(payload)
      expect(mail.received).toHaveLength(0)
    })

    it('refuses bad values with field messages, and an unknown group with 404', async () => {
      const bad = await callApi('POST', '/group-join-requests', {
        body: { group: open.slug, name: '', email: 'not-an-address' },
      })
      expect(bad.status).toBe(400)
      expect(Object.keys(bad.json.errors).sort()).toEqual(['email', 'name'])
      const unknown = await callApi('POST', '/group-join-requests', {
        body: { group: `no-such-${run}`, name: 'Aquila', email: `a-${run}@test.shoreline.test` },
      })
      expect(unknown.status).toBe(404)
    })

    it('keeps a post the honeypot caught, marked spam, and sends nothing', async () => {
      const { status } = await callApi('POST', '/group-join-requests', {
        body: {
          group: open.slug,
          name: 'Robot',
          email: `robot-${run}@test.shoreline.test`,
          website: 'http://spam.example',
        },
      })
      expect(status).toBe(201)
      const [stored] = await ownRequests()
      expect(stored).toMatchObject({ name: 'Robot', spam: true, spamReason: 'honeypot' })
      await runEmailQueue(payload)
      expect(mail.received).toHaveLength(0)
    })
  })

  describe('the collection’s own rules', () => {
    it('a leader needs an account or a name and an email', async () => {
      await expect(
        makeGroup('Leaderless', { leaders: [{ name: 'Only a name' }] }),
      ).rejects.toMatchObject({
        data: {
          errors: [expect.objectContaining({ path: 'leaders', message: LEADER_NEEDS_CONTACT })],
        },
      })
    })

    it('only staff write groups; members and visitors cannot', async () => {
      await expect(
        payload.create({
          collection: slugs.groups,
          data: { name: `Member's group ${run}`, category: 'class', status: 'open' },
          overrideAccess: false,
          user: { ...users.member.user, collection: 'users' },
        }),
      ).rejects.toThrow()
      const list = await cmsGet('group-join-requests', users.member.cookie)
      expect(list.status).toBe(403)
    })
  })
})
