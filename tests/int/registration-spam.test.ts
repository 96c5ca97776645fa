import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'
import { purgeSpam } from '@/server/forms/purge-spam-task'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import {
  drainEmailQueue,
  peopleWith,
  registrationFixtures,
  useTestMail,
} from './helpers/registrations'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const fixtures = registrationFixtures(run)
const { address, register } = fixtures

/** What the honeypot catches: the hidden field only robots fill in. */
const robot = { website: 'https://spam.example' }

describe('sign-ups the spam checks flag are held for staff (real PostgreSQL)', () => {
  let payload: Payload
  let admin: TestUser
  let member: TestUser
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    const created = await createTestUsers(payload, ['admin', 'member'] as const)
    ;({ admin, member } = created.users)
    removeUsers = created.remove
  })
  const mail = useTestMail(() => payload)
  afterAll(async () => {
    await fixtures.removeAll(payload)
    await removeUsers()
  })

  const notSpam = (id: number, cookie = admin.cookie) =>
    callApi('POST', `/admin/registrations/${id}/not-spam`, { cookie })
  const rosterOf = (eventId: number) =>
    callApi('GET', `/admin/events/${eventId}/registrations`, { cookie: admin.cookie })

  it('keeps a flagged sign-up as held, taking no place and sending nothing, and shows it on the roster', async () => {
    const event = await fixtures.makeEvent(payload, { capacity: 1 })
    const flagged = await register(event.id, 'robot', robot)
    expect(flagged.status).toBe(201)
    expect(flagged.json).toEqual({
      message: 'You’re registered. A confirmation is on its way by email.',
    })
    const tooFast = await register(event.id, 'hasty', { fillMs: 200 })
    expect(tooFast.status).toBe(201)

    const [held, hasty] = await fixtures.registrationsOf(payload, event.id)
    expect(held).toMatchObject({ status: 'held', spamReason: 'honeypot', name: 'robot' })
    expect(hasty).toMatchObject({ status: 'held', spamReason: 'too-fast' })
    expect(await fixtures.placesTakenOf(payload, event.id)).toBe(0)
    const open = await callApi('GET', `/events/${event.id}/registration`)
    expect(open.json).toMatchObject({ state: 'open', placesLeft: 1 })
    await drainEmailQueue(payload)
    expect(mail.to(address('robot'))).toHaveLength(0)

    const roster = await rosterOf(event.id)
    expect(roster.json.counts).toMatchObject({ confirmed: 0, waitlisted: 0, held: 2 })
    expect(roster.json.registrations.map((entry: { status: string }) => entry.status)).toEqual([
      'held',
      'held',
    ])
    expect(roster.json.registrations[0].spamReason).toBe('honeypot')
  })

  it('"Not spam" runs the normal sign-up: a free place is claimed, a full event waitlists, and the emails go', async () => {
    const event = await fixtures.makeEvent(payload, { capacity: 1 })
    const first = await register(event.id, 'first-flagged', robot)
    const second = await register(event.id, 'second-flagged', robot)
    expect([first.status, second.status]).toEqual([201, 201])
    const [firstHeld, secondHeld] = await fixtures.registrationsOf(payload, event.id)

    const seated = await notSpam(firstHeld!.id)
    expect(seated.status).toBe(200)
    expect(seated.json.message).toMatch(/is registered/)
    // A real sign-up now finds the event full and waits; the second rescued joins behind it.
    expect((await register(event.id, 'waiting')).json.status).toBe('waitlisted')
    const waitlisted = await notSpam(secondHeld!.id)
    expect(waitlisted.json.message).toMatch(/joined the waitlist/)

    const rows = await fixtures.registrationsOf(payload, event.id)
    const byName = (name: string) => rows.find((row) => row.name === name)!
    expect(byName('first-flagged')).toMatchObject({ status: 'confirmed', spamReason: null })
    expect(byName('second-flagged')).toMatchObject({ status: 'waitlisted', spamReason: null })
    expect(rows.filter((row) => row.status === 'waitlisted').map((row) => row.name)).toEqual([
      'waiting',
      'second-flagged',
    ])
    expect(await fixtures.placesTakenOf(payload, event.id)).toBe(1)

    await drainEmailQueue(payload)
    const [confirmation] = mail.to(address('first-flagged'))
    expect(confirmation!.subject).toBe(`You’re registered: Retreat ${run}`)
    expect(confirmation!.attachments[0]!.contentType).toMatch(/text\/calendar/)
    expect(mail.to(address('second-flagged'))[0]!.subject).toBe(
      `You’re on the waitlist: Retreat ${run}`,
    )

    // Nothing left to rescue: a second press is refused and changes nothing.
    const again = await notSpam(firstHeld!.id)
    expect(again.status).toBe(400)
    expect(again.json.message).toBe('This registration is not held as spam')
    expect(await fixtures.placesTakenOf(payload, event.id)).toBe(1)
  })

  it('seats rescued sign-ups atomically while visitors race for the same places', async () => {
    const event = await fixtures.makeEvent(payload, { capacity: 5 })
    for (let index = 0; index < 5; index += 1) await register(event.id, `held${index}`, robot)
    const held = await fixtures.registrationsOf(payload, event.id)
    const answers = await Promise.all([
      ...held.map((row) => notSpam(row.id)),
      ...Array.from({ length: 5 }, (_, index) => register(event.id, `racer${index}`)),
    ])
    expect(answers.map(({ status }) => status)).toEqual([
      ...Array(5).fill(200),
      ...Array(5).fill(201),
    ])
    const rows = await fixtures.registrationsOf(payload, event.id)
    expect(peopleWith(rows, 'confirmed')).toBe(5)
    expect(peopleWith(rows, 'waitlisted')).toBe(5)
    expect(await fixtures.placesTakenOf(payload, event.id)).toBe(5)
  })

  it('"Not spam" refuses anonymous (401) and non-staff (403) callers, and an unknown id (404)', async () => {
    const event = await fixtures.makeEvent(payload, { capacity: 3 })
    await register(event.id, 'guarded', robot)
    const [held] = await fixtures.registrationsOf(payload, event.id)
    expect((await callApi('POST', `/admin/registrations/${held!.id}/not-spam`)).status).toBe(401)
    expect((await notSpam(held!.id, member.cookie)).status).toBe(403)
    expect((await notSpam(999_999_999)).status).toBe(404)
    const [still] = await fixtures.registrationsOf(payload, event.id)
    expect(still!.status).toBe('held')
  })

  it('purges held sign-ups older than 30 days with the other spam, and no real registration', async () => {
    const event = await fixtures.makeEvent(payload, { capacity: 10 })
    await register(event.id, 'old-held', robot)
    await register(event.id, 'young-held', robot)
    await register(event.id, 'old-real')
    const day = 24 * 60 * 60 * 1000
    const now = new Date()
    const age = async (name: string, days: number) => {
      const rows = await fixtures.registrationsOf(payload, event.id)
      await payload.update({
        collection: slugs.eventRegistrations,
        id: rows.find((row) => row.name === name)!.id,
        data: { createdAt: new Date(now.getTime() - days * day).toISOString() },
      })
    }
    await age('old-held', 31)
    await age('young-held', 29)
    await age('old-real', 400)
    await purgeSpam(payload, now)
    const left = await fixtures.registrationsOf(payload, event.id)
    expect(left.map((row) => row.name).sort()).toEqual(['old-real', 'young-held'])
  })
})
