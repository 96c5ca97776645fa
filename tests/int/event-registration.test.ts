import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'
import { signCancelTicket } from '@/server/registrations/cancel-token'
import { cancelLink } from '@/server/registrations/registration-emails'
import { sendRegistrationEmailTask } from '@/server/registrations/send-registration-email-task'

import type { Event, EventRegistration } from '../../payload-types'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import {
  drainEmailQueue,
  peopleWith,
  registrationFixtures,
  useTestMail,
} from './helpers/registrations'

const run = randomUUID().slice(0, 8)
const { address, makeEvent: makeEventIn, register, ...fixtures } = registrationFixtures(run)

describe('event registration (real PostgreSQL)', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
  })
  const mail = useTestMail(() => payload)
  afterAll(async () => {
    await fixtures.removeAll(payload)
  })

  const makeEvent = (registration: Partial<NonNullable<Event['registration']>>) =>
    makeEventIn(payload, registration)
  const registrationsOf = (eventId: number) => fixtures.registrationsOf(payload, eventId)
  const placesTakenOf = (eventId: number) => fixtures.placesTakenOf(payload, eventId)
  const confirmedPeople = (rows: EventRegistration[]) => peopleWith(rows, 'confirmed')

  it('gives exactly 50 confirmed and 150 waitlisted for 200 concurrent sign-ups of one person at 50 places', async () => {
    const event = await makeEvent({ capacity: 50 })
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => register(event.id, `crowd${index}`)),
    )
    expect(answers.map(({ status }) => status)).toEqual(Array(200).fill(201))
    const statuses = answers.map(({ json }) => json.status)
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(50)
    expect(statuses.filter((status) => status === 'waitlisted')).toHaveLength(150)
    const stored = await registrationsOf(event.id)
    expect(confirmedPeople(stored)).toBe(50)
    expect(await placesTakenOf(event.id)).toBe(50)
    const availability = await callApi('GET', `/events/${event.id}/registration`)
    expect(availability.json).toMatchObject({ state: 'waitlist', placesLeft: 0 })
    // The crowd's 200 emails are not what the other tests look at.
    await payload.delete({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'sendRegistrationEmail' } },
    })
  })

  it('never lets registrations of 3 people exceed the capacity', async () => {
    const event = await makeEvent({ capacity: 10 })
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => register(event.id, `group${index}`, { people: 3 })),
    )
    expect(answers.filter(({ json }) => json.status === 'confirmed')).toHaveLength(3)
    const stored = await registrationsOf(event.id)
    expect(confirmedPeople(stored)).toBe(9)
    expect(await placesTakenOf(event.id)).toBe(9)
    // A single person still fits the last place, after the groups that did not.
    expect((await register(event.id, 'single')).json).toMatchObject({
      status: 'confirmed',
      placesLeft: 0,
    })
  })

  it('puts everyone on the waitlist at capacity 0, and refuses when there is no waitlist', async () => {
    const event = await makeEvent({ capacity: 0 })
    const answers = await Promise.all([1, 2, 3].map((n) => register(event.id, `zero${n}`)))
    expect(answers.map(({ json }) => json.status)).toEqual([
      'waitlisted',
      'waitlisted',
      'waitlisted',
    ])
    const closed = await makeEvent({ capacity: 1, waitlist: false })
    expect((await register(closed.id, 'first')).json.status).toBe('confirmed')
    const refused = await register(closed.id, 'second')
    expect(refused.status).toBe(409)
    expect(refused.json.message).toMatch(/full/i)
    expect(await registrationsOf(closed.id)).toHaveLength(1)
  })

  it('refuses more people than one registration may hold, missing answers and closed events', async () => {
    const event = await makeEvent({
      capacity: 20,
      maxPeople: 2,
      questions: [{ id: 'diet', label: 'Dietary needs', kind: 'text', required: true }],
    })
    const tooMany = await register(event.id, 'many', { people: 3, answers: { diet: 'none' } })
    expect(tooMany.status).toBe(400)
    const unanswered = await register(event.id, 'quiet')
    expect(unanswered.status).toBe(400)
    expect(unanswered.json.message).toBe('Please answer "Dietary needs"')
    const closed = await makeEvent({ closesAt: new Date(Date.now() - 60_000).toISOString() })
    const late = await register(closed.id, 'late')
    expect(late.status).toBe(409)
    expect(late.json.message).toBe('Registration closed')
    expect(
      (await registrationsOf(event.id)).length + (await registrationsOf(closed.id)).length,
    ).toBe(0)
  })

  it('confirms with the .ics attached and a cancel link; cancelling moves the next one in, answers intact, and tells them', async () => {
    const event = await makeEvent({
      capacity: 2,
      questions: [
        { id: 'meal', label: 'Meal', kind: 'choice', required: true, choices: ['Fish', 'Veg'] },
        { id: 'firstTime', label: 'First time?', kind: 'yesNo', required: false },
      ],
    })
    const first = await register(event.id, 'anna', { people: 2, answers: { meal: 'Fish' } })
    expect(first.json).toMatchObject({ status: 'confirmed', placesLeft: 0 })
    const big = await register(event.id, 'bigfamily', { people: 3, answers: { meal: 'Veg' } })
    const waiting = await register(event.id, 'ben', {
      answers: { meal: 'Veg', firstTime: true },
    })
    expect([big.json.status, waiting.json.status]).toEqual(['waitlisted', 'waitlisted'])
    await drainEmailQueue(payload)
    const [confirmation] = mail.to(address('anna'))
    expect(confirmation!.subject).toBe(`You’re registered: Retreat ${run}`)
    expect(confirmation!.attachments[0]!.contentType).toMatch(/text\/calendar/)
    expect(confirmation!.attachments[0]!.content.toString()).toContain(`SUMMARY:Retreat ${run}`)
    const link = /https?:\/\/\S+\/registrations\/cancel\?token=(\S+)/.exec(confirmation!.text!)
    expect(link).not.toBeNull()
    expect(mail.to(address('ben'))[0]!.subject).toBe(`You’re on the waitlist: Retreat ${run}`)
    mail.clear()

    const token = decodeURIComponent(link![1]!)
    const preview = await callApi('GET', `/registrations/cancel?token=${encodeURIComponent(token)}`)
    expect(preview.json).toEqual({
      eventId: event.id,
      eventTitle: `Retreat ${run}`,
      occurrence: event.date,
      people: 2,
      status: 'confirmed',
    })
    expect((await callApi('POST', '/registrations/cancel', { body: { token } })).status).toBe(200)

    // Two places freed: the family of 3 does not fit and keeps its turn; Ben moves in.
    const stored = await registrationsOf(event.id)
    const byName = (name: string) => stored.find((row) => row.name === name)!
    expect(byName('anna').status).toBe('cancelled')
    expect(byName('bigfamily').status).toBe('waitlisted')
    expect(byName('ben').status).toBe('confirmed')
    expect(byName('ben').answers).toEqual({ meal: 'Veg', firstTime: true })
    expect(await placesTakenOf(event.id)).toBe(1)
    await drainEmailQueue(payload)
    const [promotion] = mail.to(address('ben'))
    expect(promotion!.subject).toBe(`A place opened up: you’re registered: Retreat ${run}`)
    expect(promotion!.text).toContain('Meal: Veg')
    expect(promotion!.attachments).toHaveLength(1)

    // The link works once.
    const reused = await callApi('POST', '/registrations/cancel', { body: { token } })
    expect(reused.status).toBe(410)
    expect(reused.json.message).toBe('This registration is already cancelled')
  })

  it('refuses an expired or forged cancel link', async () => {
    const event = await makeEvent({ capacity: 5 })
    const { json } = await register(event.id, 'carol')
    const [registration] = await registrationsOf(event.id)
    const expired = signCancelTicket({
      registrationId: json.id,
      nonce: registration!.cancelNonce,
      expiresAt: Date.now() - 1000,
    })
    const refused = await callApi('POST', '/registrations/cancel', { body: { token: expired } })
    expect(refused.status).toBe(410)
    expect(refused.json.message).toBe('This cancel link has expired')
    const forged = `${expired.split('.')[0]}.AAAA`
    expect(
      (await callApi('POST', '/registrations/cancel', { body: { token: forged } })).status,
    ).toBe(400)
    expect((await registrationsOf(event.id))[0]!.status).toBe('confirmed')
    // The genuine link still works.
    const url = new URL(cancelLink({ registration: registration!, event }))
    const token = url.searchParams.get('token')!
    expect((await callApi('POST', '/registrations/cancel', { body: { token } })).status).toBe(200)
  })

  it('sends the reminder once when two workers run its job at the same time', async () => {
    const event = await makeEvent({ capacity: 5 })
    const { json } = await register(event.id, 'dora')
    await drainEmailQueue(payload)
    mail.clear()
    // Two workers of the queue, each running the reminder's job at once.
    const handler = sendRegistrationEmailTask.handler as (
      args: unknown,
    ) => Promise<{ output: { result: string } }>
    const runOnce = () =>
      handler({ input: { registrationId: json.id, kind: 'reminder' }, req: { payload } })
    const results = await Promise.all([runOnce(), runOnce()])
    const outputs = results.map((result) => result.output.result)
    expect(outputs.sort()).toEqual(['already-reminded', 'sent'])
    expect(mail.to(address('dora'))).toHaveLength(1)
    expect(mail.to(address('dora'))[0]!.subject).toBe(`Reminder: Retreat ${run}`)
  })

  it('queues the reminder for the configured time before the start', async () => {
    const event = await makeEvent({ capacity: 5, reminderHours: 48 })
    const { json } = await register(event.id, 'eve')
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { 'input.registrationId': { equals: json.id } },
      depth: 0,
    })
    const reminder = docs.find((job) => (job.input as { kind: string }).kind === 'reminder')
    expect(reminder).toBeDefined()
    const start = await rowsOf<{ start: Date }>(
      await sqlFor(payload),
      sql`SELECT (${event.date}::date + time '18:00') AT TIME ZONE ${env.TIME_ZONE} AS start`,
    )
    expect(new Date(reminder!.waitUntil!).getTime()).toBe(
      new Date(start[0]!.start).getTime() - 48 * 3600_000,
    )
  })
})
