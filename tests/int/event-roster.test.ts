import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { todayIn } from '@/lib/time/today'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const address = (name: string) => `${name}-${run}@test.shoreline.test`

const inDays = (days: number) => {
  const date = new Date(`${todayIn(env.TIME_ZONE)}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

describe("staff's roster of an event's registrations", () => {
  let payload: Payload
  let admin: TestUser
  let member: TestUser
  let eventId: number
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    const created = await createTestUsers(payload, ['admin', 'member'] as const)
    ;({ admin, member } = created.users)
    removeUsers = created.remove
    const event = await payload.create({
      collection: slugs.events,
      data: {
        title: `Newcomers' lunch ${run}`,
        date: inDays(20),
        startTime: '12:30',
        registration: {
          enabled: true,
          capacity: 3,
          waitlist: true,
          maxPeople: 4,
          // Closed to the public already: staff may still add people.
          closesAt: new Date(Date.now() - 60_000).toISOString(),
          questions: [
            { id: 'diet', label: 'Dietary needs', kind: 'text', required: false },
            { id: 'kids', label: 'Bringing children?', kind: 'yesNo', required: false },
          ],
        },
      },
      depth: 0,
    })
    eventId = event.id
  })
  afterAll(async () => {
    await payload.delete({ collection: slugs.events, id: eventId })
    await removeUsers()
  })

  const addOnBehalf = (name: string, people: number, answers: Record<string, unknown> = {}) =>
    callApi('POST', `/admin/events/${eventId}/registrations`, {
      cookie: admin.cookie,
      body: { name, email: address(name.toLowerCase().replace(/\W/g, '')), people, answers },
    })

  it('refuses anonymous callers and non-staff', async () => {
    const path = `/admin/events/${eventId}/registrations`
    expect((await callApi('GET', path)).status).toBe(401)
    expect((await callApi('GET', path, { cookie: member.cookie })).status).toBe(403)
    expect(
      (await callApi('POST', `/admin/registrations/1/check-in`, { body: { checkedIn: true } }))
        .status,
    ).toBe(401)
  })

  it('adds people on their behalf after closing, lists them with counts and answers in words, checks in, cancels and promotes', async () => {
    expect(
      (
        await callApi('POST', `/events/${eventId}/registrations`, {
          body: { name: 'Late', email: address('late'), people: 1 },
        })
      ).status,
    ).toBe(409)
    const ruth = await addOnBehalf('Ruth', 2, { diet: 'Vegetarian', kids: 'yes' })
    const formula = await addOnBehalf('=HYPERLINK("http://x")', 1)
    const waiting = await addOnBehalf('Boaz', 1, { kids: false })
    expect([ruth.json.status, formula.json.status, waiting.json.status]).toEqual([
      'confirmed',
      'confirmed',
      'waitlisted',
    ])

    const roster = await callApi('GET', `/admin/events/${eventId}/registrations`, {
      cookie: admin.cookie,
    })
    expect(roster.status).toBe(200)
    expect(roster.json.counts).toEqual({
      confirmed: 3,
      waitlisted: 1,
      cancelled: 0,
      checkedIn: 0,
      held: 0,
    })
    expect(roster.json.capacity).toBe(3)
    const ruthEntry = roster.json.registrations.find(
      (entry: { name: string }) => entry.name === 'Ruth',
    )
    expect(ruthEntry.answers).toEqual([
      { question: 'Dietary needs', answer: 'Vegetarian' },
      { question: 'Bringing children?', answer: 'Yes' },
    ])
    expect(ruthEntry.addedByStaff).toBe(true)

    const checkIn = await callApi('POST', `/admin/registrations/${ruth.json.id}/check-in`, {
      cookie: admin.cookie,
      body: { checkedIn: true },
    })
    expect(checkIn.status).toBe(200)
    const refused = await callApi('POST', `/admin/registrations/${waiting.json.id}/check-in`, {
      cookie: admin.cookie,
      body: { checkedIn: true },
    })
    expect(refused.status).toBe(409)

    const csv = await callApi('GET', `/admin/events/${eventId}/registrations/export`, {
      cookie: admin.cookie,
    })
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/)
    const text = csv.bytes.toString('utf8')
    expect(text).toContain(
      'Name,Email,Phone,People,Status,Checked in,Registered on,Dietary needs,Bringing children?',
    )
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`)
    expect(text).toMatch(/Ruth,[^\r]*,2,Confirmed,Yes,[^\r]*,Vegetarian,Yes/)

    const cancel = await callApi('POST', `/admin/registrations/${formula.json.id}/cancel`, {
      cookie: admin.cookie,
    })
    expect(cancel.json.message).toBe('Registration cancelled; 1 moved in from the waitlist')
    const after = await callApi('GET', `/admin/events/${eventId}/registrations`, {
      cookie: admin.cookie,
    })
    expect(after.json.counts).toEqual({
      confirmed: 3,
      waitlisted: 0,
      cancelled: 1,
      checkedIn: 2,
      held: 0,
    })
    const overview = await callApi('GET', '/admin/registrations', { cookie: admin.cookie })
    expect(overview.json.find((row: { eventId: number }) => row.eventId === eventId)).toEqual({
      eventId,
      title: `Newcomers' lunch ${run}`,
      occurrence: inDays(20),
      confirmed: 3,
      waitlisted: 0,
      capacity: 3,
    })
    const again = await callApi('POST', `/admin/registrations/${formula.json.id}/cancel`, {
      cookie: admin.cookie,
    })
    expect(again.status).toBe(410)
  })
})
