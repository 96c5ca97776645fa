import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SERVICE_TIMES_DEFAULTS } from '@/lib/site-defaults'
import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const moved = {
  services: [
    { name: 'Said Eucharist', day: 'sunday', time: '08:00', location: 'Lady Chapel' },
    {
      name: 'Sunday Worship',
      day: 'sunday',
      time: '10:00',
      note: 'With Kids Church',
      footerLabel: 'Sundays',
      showInFooter: true,
    },
  ],
  promoLine: 'Worship with us at [Time] [Time Zone]',
}

describe('service times (GET /api/service-times, PUT /api/admin/service-times)', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
  })
  afterAll(async () => {
    await payload.updateGlobal({ slug: slugs.serviceTimes, data: SERVICE_TIMES_DEFAULTS })
    await removeUsers()
  })

  const saved = async () => (await callApi('GET', '/service-times')).json

  it("a new church reads the spec's times before anyone saves", async () => {
    const { status, json } = await callApi('GET', '/service-times')
    expect(status).toBe(200)
    expect(json).toEqual(SERVICE_TIMES_DEFAULTS)
  })

  it('round-trips through the admin route, in the order sent', async () => {
    const { status, json } = await callApi('PUT', '/admin/service-times', {
      body: moved,
      cookie: users.admin.cookie,
    })
    expect(status).toBe(200)
    expect(json).toMatchObject(moved)
    expect(await saved()).toMatchObject(moved)

    // What the form sends back (row ids included) saves the same list, reordered.
    const reordered = { ...json, services: [...json.services].reverse() }
    const again = await callApi('PUT', '/admin/service-times', {
      body: reordered,
      cookie: users.admin.cookie,
    })
    expect(again.status).toBe(200)
    expect((await saved()).services.map((service: { name: string }) => service.name)).toEqual([
      'Sunday Worship',
      'Said Eucharist',
    ])
  })

  it.each([
    ['an empty time', { time: '' }, 'services.0.time', 'Time is required'],
    [
      'a time that is no time',
      { time: '25:00' },
      'services.0.time',
      'Time must be HH:MM (24-hour)',
    ],
    ['no name', { name: '  ' }, 'services.0.name', 'Service name is required'],
    ['a day that is none', { day: 'funday' }, 'services.0.day', 'Day must be a day of the week'],
  ])('refuses %s with a field message and stores nothing', async (_, change, field, message) => {
    const before = await saved()
    const { status, json } = await callApi('PUT', '/admin/service-times', {
      body: { ...moved, services: [{ ...moved.services[0], ...change }, moved.services[1]] },
      cookie: users.admin.cookie,
    })
    expect(status).toBe(400)
    expect(json.errors).toEqual({ [field]: message })
    expect(await saved()).toEqual(before)
  })

  it('refuses an empty promo line', async () => {
    const { status, json } = await callApi('PUT', '/admin/service-times', {
      body: { ...moved, promoLine: '' },
      cookie: users.admin.cookie,
    })
    expect(status).toBe(400)
    expect(json.errors).toEqual({ promoLine: 'Promo line is required' })
  })

  it('is refused to anyone not an admin', async () => {
    const anonymous = await callApi('PUT', '/admin/service-times', { body: moved })
    expect(anonymous.status).toBe(401)
    const member = await callApi('PUT', '/admin/service-times', {
      body: moved,
      cookie: users.member.cookie,
    })
    expect(member.status).toBe(403)
  })

  it('Payload itself (and so /cms) refuses an empty time', async () => {
    await expect(
      payload.updateGlobal({
        slug: slugs.serviceTimes,
        data: { services: [{ name: 'Vespers', day: 'saturday', time: '' }] },
      }),
    ).rejects.toThrow(/time/i)
  })
})
