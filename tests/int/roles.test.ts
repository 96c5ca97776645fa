import config from '@payload-config'
import { REST_PATCH } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'

import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const patch = REST_PATCH(config)

/** PATCH /cms-api/users/:id through Payload's own REST handler, as a browser would send it. */
const patchUser = (id: number, cookie: string, data: Record<string, unknown>) =>
  patch(
    new Request(new URL(`/cms-api/users/${id}`, env.SITE_URL), {
      method: 'PATCH',
      headers: {
        cookie,
        origin: env.SITE_URL,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      body: JSON.stringify(data),
    }),
    { params: Promise.resolve({ slug: ['users', String(id)] }) },
  )

describe('roles cannot be raised through Payload REST at /cms-api', () => {
  let payload: Payload
  let member: TestUser
  let admin: TestUser
  let superuser: TestUser
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    const created = await createTestUsers(payload, ['member', 'admin', 'superuser'])
    ;({ member, admin, superuser } = created.users)
    removeUsers = created.remove
  })
  afterAll(() => removeUsers())

  const roleOf = async (id: number) =>
    (await payload.findByID({ collection: slugs.users, id })).role

  it('a member cannot make themselves superuser', async () => {
    await patchUser(member.user.id, member.cookie, { role: 'superuser' })
    expect(await roleOf(member.user.id)).toBe('member')
  })

  it('an admin cannot raise their own role either', async () => {
    await patchUser(admin.user.id, admin.cookie, { role: 'superuser' })
    expect(await roleOf(admin.user.id)).toBe('admin')
  })

  it('a member cannot change another user', async () => {
    const response = await patchUser(admin.user.id, member.cookie, {
      role: 'member',
      name: 'hijacked',
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(await roleOf(admin.user.id)).toBe('admin')
  })

  it('a superuser can change someone else’s role, but not their own', async () => {
    const promote = await patchUser(member.user.id, superuser.cookie, { role: 'admin' })
    expect(promote.status).toBe(200)
    expect(await roleOf(member.user.id)).toBe('admin')
    await patchUser(superuser.user.id, superuser.cookie, { role: 'member' })
    expect(await roleOf(superuser.user.id)).toBe('superuser')
    await payload.update({ collection: slugs.users, id: member.user.id, data: { role: 'member' } })
  })

  it('a member may still edit their own name', async () => {
    const response = await patchUser(member.user.id, member.cookie, { name: 'Renamed Member' })
    expect(response.status).toBe(200)
    expect((await payload.findByID({ collection: slugs.users, id: member.user.id })).name).toBe(
      'Renamed Member',
    )
  })
})
