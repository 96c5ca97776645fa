import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { subDays } from 'date-fns'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { GROUP_FULL, GROUP_NOT_FOUND } from '@/lib/groups/group-options'
import { slugs } from '@/lib/slugs'
import { renderSitemap } from '@/server/seo/sitemap'
import { purgeTrash } from '@/server/trash/purge-trash-task'

import type { Group } from '../../payload-types'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const LEADER_BY_NAME = `martha-${run}@leaders.shoreline.test`

const cmsGet = (path: string, cookie?: string) =>
  REST_GET(config)(
    new Request(new URL(`/cms-api/${path}`, env.SITE_URL), {
      headers: { ...(cookie ? { cookie } : {}), 'sec-fetch-site': 'same-origin' },
    }),
    { params: Promise.resolve({ slug: path.split('?')[0].split('/') }) },
  )

describe('groups in the trash, and the Groups tab’s reads (docs/groups.md, docs/trash.md)', () => {
  let payload: Payload
  let users: Record<'admin' | 'member' | 'prayer-team', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, [
      'admin',
      'member',
      'prayer-team',
    ]))
  })
  afterAll(async () => {
    // In the trash or not: nothing of this file stays for the other files' purge counts.
    await payload.delete({
      collection: slugs.groups,
      where: { name: { contains: run } },
      trash: true,
      overrideAccess: true,
    })
    await removeUsers()
  })

  const asAdmin = (method: string, path: string, body?: unknown) =>
    callApi(method, path, { cookie: users.admin.cookie, body })

  const makeGroup = (name: string, data: Partial<Group> = {}) =>
    payload.create({
      collection: slugs.groups,
      data: {
        name: `${name} ${run}`,
        category: 'bible-study',
        meetingDay: 'WE',
        meetingTime: '19:00',
        status: 'open',
        leaders: [{ name: 'Martha Bethany', email: LEADER_BY_NAME }],
        ...data,
      },
      depth: 0,
      overrideAccess: true,
    })

  /** A request stored as the join form stores it, without queuing its emails. */
  const makeRequest = (group: number, data: Record<string, unknown> = {}) =>
    payload.create({
      collection: slugs.groupJoinRequests,
      data: {
        group,
        name: 'Mary',
        email: `mary-${run}@test.shoreline.test`,
        status: 'new',
        ...data,
      },
      depth: 0,
      overrideAccess: true,
    })

  const requestsOf = async (group: number) =>
    (
      await payload.find({
        collection: slugs.groupJoinRequests,
        where: { group: { equals: group } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  const join = (slug: string) =>
    callApi('POST', '/group-join-requests', {
      body: { group: slug, name: 'Zacchaeus', email: `zac-${run}@test.shoreline.test` },
    })

  it('a deleted group is in the trash: gone from public reads and the join form, kept for staff', async () => {
    const group = await makeGroup('Trashed study')
    await makeRequest(group.id)
    const deleted = await asAdmin('DELETE', `/admin/groups/${group.id}`)
    expect(deleted.status).toBe(200)
    expect(deleted.json).toEqual({ message: 'Item deleted successfully' })

    for (const cookie of [undefined, users.member.cookie]) {
      for (const path of [
        `groups?where[id][equals]=${group.id}`,
        `groups?where[id][equals]=${group.id}&trash=true`,
      ]) {
        const list = (await (await cmsGet(path, cookie)).json()) as { docs: unknown[] }
        expect(list.docs, path).toEqual([])
      }
    }
    const visitorRead = await payload.find({
      collection: slugs.groups,
      where: { id: { equals: group.id } },
      trash: true,
      overrideAccess: false,
      user: null,
    })
    expect(visitorRead.docs).toEqual([])

    const refused = await join(group.slug!)
    expect(refused.status).toBe(404)
    expect(refused.json.message).toBe(GROUP_NOT_FOUND)
    // The sitemap reads groups in SQL of its own, which must leave the trash out too.
    const sitemap = (await renderSitemap(undefined)) ?? ''
    expect(sitemap).toContain('/groups</loc>')
    expect(sitemap).not.toContain(`/groups/${group.slug}<`)
    // Only the request made before the delete: the refused one stored nothing.
    expect(await requestsOf(group.id)).toHaveLength(1)

    const listed = await asAdmin('GET', '/admin/groups')
    expect(listed.json.map(({ id }: Group) => id)).not.toContain(group.id)

    const trash = await asAdmin('GET', '/admin/trash?kind=groups')
    expect(trash.status).toBe(200)
    expect(trash.json.items).toContainEqual(
      expect.objectContaining({ kind: 'groups', id: group.id, title: `Trashed study ${run}` }),
    )
    const [item] = trash.json.items.filter(({ id }: { id: number }) => id === group.id)
    expect(item.deletedBy).toBeTruthy()
  })

  it('a restored group is public and found by the join form again', async () => {
    // Full, so the join form answers for the group without storing or emailing anything.
    const group = await makeGroup('Restored study', { status: 'full' })
    await asAdmin('DELETE', `/admin/groups/${group.id}`)
    expect((await join(group.slug!)).status).toBe(404)
    const restored = await asAdmin('POST', `/admin/trash/groups/${group.id}/restore`)
    expect(restored.status).toBe(200)
    expect(restored.json).toEqual({ message: 'Group restored' })

    const list = (await (await cmsGet(`groups?where[id][equals]=${group.id}`)).json()) as {
      docs: unknown[]
    }
    expect(list.docs).toHaveLength(1)
    const refused = await join(group.slug!)
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(GROUP_FULL)
    const listed = await asAdmin('GET', '/admin/groups')
    expect(listed.json.map(({ id }: Group) => id)).toContain(group.id)
  })

  it('a group deleted for good takes its join requests; a live group cannot be deleted for good', async () => {
    const group = await makeGroup('Gone study')
    await makeRequest(group.id)
    expect((await asAdmin('DELETE', `/admin/trash/groups/${group.id}`)).status).toBe(404)
    expect(await requestsOf(group.id)).toHaveLength(1)

    await asAdmin('DELETE', `/admin/groups/${group.id}`)
    // The trash keeps what belongs to the group.
    expect(await requestsOf(group.id)).toHaveLength(1)
    const gone = await asAdmin('DELETE', `/admin/trash/groups/${group.id}`)
    expect(gone.status).toBe(200)
    expect(gone.json).toEqual({ message: 'Group deleted for good' })
    expect(await requestsOf(group.id)).toEqual([])
    const left = await payload.find({
      collection: slugs.groups,
      where: { id: { equals: group.id } },
      trash: true,
      overrideAccess: true,
    })
    expect(left.docs).toEqual([])
  })

  it('the purge deletes groups trashed longer ago than the setting, with their requests', async () => {
    const old = await makeGroup('Old trashed study')
    const recent = await makeGroup('Recent trashed study')
    await makeRequest(old.id)
    for (const { id } of [old, recent]) await asAdmin('DELETE', `/admin/groups/${id}`)
    await payload.db.pool.query(`UPDATE groups SET deleted_at = $1 WHERE id = $2`, [
      subDays(new Date(), 31),
      old.id,
    ])
    expect(await purgeTrash(payload)).toBeGreaterThanOrEqual(1)
    const left = await payload.find({
      collection: slugs.groups,
      where: { id: { in: [old.id, recent.id] } },
      trash: true,
      overrideAccess: true,
    })
    expect(left.docs.map(({ id }) => id)).toEqual([recent.id])
    expect(await requestsOf(old.id)).toEqual([])
  })

  describe('GET /api/admin/groups', () => {
    it('lists every group, closed ones too, with leaders and its count of new requests', async () => {
      const closed = await makeGroup('Closed study', { status: 'closed' })
      await makeRequest(closed.id)
      await makeRequest(closed.id)
      await makeRequest(closed.id, { status: 'contacted' })
      await makeRequest(closed.id, { spam: true, spamReason: 'honeypot' })
      const { status, json, headers } = await asAdmin('GET', '/admin/groups')
      expect(status).toBe(200)
      expect(Number(headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(1)
      const found = json.find(({ id }: Group) => id === closed.id)
      expect(found).toMatchObject({
        name: `Closed study ${run}`,
        status: 'closed',
        newRequests: 2,
        leaders: [expect.objectContaining({ name: 'Martha Bethany', email: LEADER_BY_NAME })],
      })
    })
  })

  describe('GET /api/admin/leader-accounts', () => {
    it('lists accounts with id, name and email only', async () => {
      const { status, json } = await asAdmin('GET', '/admin/leader-accounts')
      expect(status).toBe(200)
      const member = json.find(({ id }: { id: number }) => id === users.member.user.id)
      expect(member).toEqual({
        id: users.member.user.id,
        name: users.member.user.name?.trim() || null,
        email: users.member.user.email,
      })
      for (const account of json)
        expect(Object.keys(account).sort()).toEqual(['email', 'id', 'name'])
      const text = JSON.stringify(json)
      for (const secret of ['role', 'hash', 'salt', 'resetPasswordToken', 'sessions'])
        expect(text).not.toContain(secret)
    })
  })

  it('the new routes refuse anonymous callers (401) and anyone not staff (403)', async () => {
    for (const path of ['/admin/groups', '/admin/leader-accounts']) {
      expect((await callApi('GET', path)).status, path).toBe(401)
      for (const role of ['member', 'prayer-team'] as const)
        expect((await callApi('GET', path, { cookie: users[role].cookie })).status, path).toBe(403)
    }
  })
})
