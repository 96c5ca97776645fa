import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { env } from '@/env'
import {
  GROUP_FULL,
  LEADER_NEEDS_CONTACT,
  MEETING_RULE_UNREADABLE,
} from '@/lib/groups/group-options'
import { slugs } from '@/lib/slugs'
import { joinRequestTask } from '@/server/email/join-request-task'

import type { Group } from '../../payload-types'
import { callApi } from './helpers/api'
import {
  keepSiteConfig,
  OFFICE,
  pendingEmailJobs,
  runEmailQueue,
  setSiteConfig,
  smtpSettings,
} from './helpers/email'
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
      // A retry another run left in the shared queue may land here too: count this request's.
      const lydias = mail.received.filter((message) =>
        message.subject?.includes(`Tuesday supper ${run}`),
      )
      const to = lydias.map((message) => addressesOf(message.to)[0]).sort()
      expect(to).toEqual([users.admin.user.email, LEADER_BY_NAME, OFFICE, VISITOR].sort())
      const leaderMail = lydias.find((message) => addressesOf(message.to)[0] === LEADER_BY_NAME)!
      expect(leaderMail.subject).toBe(`Request to join Tuesday supper ${run}: Lydia Thyatira`)
      expect(addressesOf(leaderMail.replyTo)).toEqual([VISITOR])
      expect(leaderMail.text).toContain('We have just moved here')
      const confirmation = lydias.find((message) => addressesOf(message.to)[0] === VISITOR)!
      // The visitor learns nothing of the leaders' addresses.
      expect(confirmation.text).not.toContain(LEADER_BY_NAME)
      expect(confirmation.text).not.toContain(users.admin.user.email)
    })

    it('a notice goes once, even when a second runner runs the same job', async () => {
      const { status } = await callApi('POST', '/group-join-requests', {
        body: {
          group: open.slug,
          name: 'Phoebe Cenchreae',
          email: `phoebe-${run}@test.shoreline.test`,
        },
      })
      expect(status).toBe(201)
      const [stored] = await ownRequests()
      // What a second instance's runner does when it takes a job the first is still finishing.
      const runHandler = joinRequestTask.handler as (args: {
        input: { requestId: number; to: 'leader' | 'office'; leader?: number }
        req: { payload: Payload }
      }) => Promise<{ output: { result: string } }>
      const runTwice = async (input: {
        requestId: number
        to: 'leader' | 'office'
        leader?: number
      }) => [
        (await runHandler({ input, req: { payload } })).output.result,
        (await runHandler({ input, req: { payload } })).output.result,
      ]
      expect(await runTwice({ requestId: stored.id, to: 'office' })).toEqual([
        'sent',
        'already-sent',
      ])
      expect(await runTwice({ requestId: stored.id, to: 'leader', leader: 1 })).toEqual([
        'sent',
        'already-sent',
      ])
      // The queue's own jobs for this request then find those two notices already sent.
      await runEmailQueue(payload)
      await expect
        .poll(async () =>
          (await pendingEmailJobs(payload)).filter(
            (job) => (job.input as { requestId?: number } | null)?.requestId === stored.id,
          ),
        )
        .toEqual([])
      const phoebes = mail.received.filter((message) => message.subject?.includes('Phoebe'))
      expect(phoebes.map((message) => addressesOf(message.to)[0]).sort()).toEqual(
        [users.admin.user.email, LEADER_BY_NAME, OFFICE].sort(),
      )
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
      expect(mail.received.filter((message) => message.subject?.includes('Robot'))).toEqual([])
    })
  })

  describe('staff routes under /api/admin', () => {
    it('refuse anonymous callers (401) and members (403)', async () => {
      const calls = [
        ['POST', '/admin/groups'],
        ['PUT', `/admin/groups/${open.id}`],
        ['DELETE', `/admin/groups/${open.id}`],
        ['GET', `/admin/groups/${open.id}/join-requests`],
        ['PUT', '/admin/group-join-requests/1'],
      ] as const
      for (const [method, path] of calls) {
        const body = method === 'GET' || method === 'DELETE' ? undefined : {}
        expect((await callApi(method, path, { body })).status, `${method} ${path}`).toBe(401)
        expect(
          (await callApi(method, path, { body, cookie: users.member.cookie })).status,
          `${method} ${path}`,
        ).toBe(403)
      }
    })

    it('refuse bad values with a message per field, storing nothing', async () => {
      const { status, json } = await callApi('POST', '/admin/groups', {
        cookie: users.admin.cookie,
        body: {
          name: '',
          category: 'picnic',
          status: 'open',
          meetingTime: '7pm',
          meetingRule: 'FREQ=HOURLY',
          leaders: [{ name: 'No address' }],
        },
      })
      expect(status).toBe(400)
      expect(json.errors).toMatchObject({
        name: 'Name is required',
        category: expect.stringContaining('Category must be'),
        meetingTime: expect.any(String),
        meetingRule: MEETING_RULE_UNREADABLE,
        'leaders.0.name': LEADER_NEEDS_CONTACT,
      })
      expect(
        (await payload.count({ collection: slugs.groups, where: { name: { equals: '' } } }))
          .totalDocs,
      ).toBe(0)
    })

    it('create a group with leaders, list its requests and mark one joined', async () => {
      const created = await callApi('POST', '/admin/groups', {
        cookie: users.admin.cookie,
        body: {
          name: `Alpha course ${run}`,
          category: 'class',
          status: 'open',
          meetingDay: 'WE',
          meetingRule: 'FREQ=MONTHLY;BYDAY=1WE',
          leaders: [{ user: users.admin.user.id }, { name: 'Phoebe', email: LEADER_BY_NAME }],
        },
      })
      expect(created.status).toBe(201)
      expect(created.json).toMatchObject({ slug: `alpha-course-${run}`, leaders: [{}, {}] })
      const join = await callApi('POST', '/group-join-requests', {
        body: { group: created.json.slug, name: 'Tabitha', email: `t-${run}@test.shoreline.test` },
      })
      expect(join.status).toBe(201)
      const listed = await callApi('GET', `/admin/groups/${created.json.id}/join-requests`, {
        cookie: users.admin.cookie,
      })
      expect(listed.status).toBe(200)
      expect(listed.json).toHaveLength(1)
      expect(listed.json[0]).toMatchObject({ name: 'Tabitha', status: 'new' })
      const marked = await callApi('PUT', `/admin/group-join-requests/${listed.json[0].id}`, {
        cookie: users.admin.cookie,
        body: { status: 'joined' },
      })
      expect(marked.status).toBe(200)
      expect(marked.json.status).toBe('joined')
      const wrong = await callApi('PUT', `/admin/group-join-requests/${listed.json[0].id}`, {
        cookie: users.admin.cookie,
        body: { status: 'maybe' },
      })
      expect(wrong.status).toBe(400)
      expect(wrong.json.errors.status).toMatch(/^Status must be new, contacted, joined or declined/)
      // Tabitha's emails go now, to this file's mail server, not into a later run's mailbox.
      await runEmailQueue(payload)
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
