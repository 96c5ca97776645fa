import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'

import type { Event } from '../../payload-types'
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

describe('raising the capacity moves the waitlist in (real PostgreSQL)', () => {
  let payload: Payload
  let admin: TestUser
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    const created = await createTestUsers(payload, ['admin'] as const)
    admin = created.users.admin
    removeUsers = created.remove
  })
  const mail = useTestMail(() => payload)
  afterAll(async () => {
    await fixtures.removeAll(payload)
    await removeUsers()
  })

  /** Staff's edit in the dashboard: the event's write body with a new capacity. */
  const setCapacity = (event: Event, capacity: number | null) =>
    callApi('PUT', `/admin/events/${event.id}`, {
      cookie: admin.cookie,
      body: {
        title: event.title,
        date: event.date,
        startTime: event.startTime,
        registration: { ...event.registration, capacity },
      },
    })

  it('moves the next people in, in order, with their answers, and tells each of them', async () => {
    const event = await fixtures.makeEvent(payload, {
      capacity: 2,
      questions: [
        { id: 'meal', label: 'Meal', kind: 'choice', required: true, choices: ['Fish', 'Veg'] },
      ],
    })
    for (const name of ['a1', 'a2', 'w1', 'w2', 'w3']) {
      await register(event.id, name, { answers: { meal: name === 'w2' ? 'Veg' : 'Fish' } })
    }
    await drainEmailQueue(payload)
    mail.clear()

    const raised = await setCapacity(event, 4)
    expect(raised.status).toBe(200)
    const rows = await fixtures.registrationsOf(payload, event.id)
    const statusOf = (name: string) => rows.find((row) => row.name === name)!
    expect(['a1', 'a2', 'w1', 'w2', 'w3'].map((name) => statusOf(name).status)).toEqual([
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
      'waitlisted',
    ])
    expect(statusOf('w2').answers).toEqual({ meal: 'Veg' })
    expect(await fixtures.placesTakenOf(payload, event.id)).toBe(4)

    await drainEmailQueue(payload)
    for (const name of ['w1', 'w2']) {
      expect(mail.to(address(name))[0]!.subject).toBe(
        `A place opened up: you’re registered: Retreat ${run}`,
      )
    }
    expect(mail.to(address('w2'))[0]!.text).toContain('Meal: Veg')
    expect(mail.to(address('w3'))).toHaveLength(0)

    // No limit any more: everyone waiting moves in.
    await setCapacity({ ...event, registration: { ...event.registration, capacity: 4 } }, null)
    const after = await fixtures.registrationsOf(payload, event.id)
    expect(peopleWith(after, 'waitlisted')).toBe(0)
    expect(peopleWith(after, 'confirmed')).toBe(5)
  })

  it('never oversells or strands anyone on the waitlist when the capacity is raised while sign-ups race', async () => {
    for (let round = 0; round < 2; round += 1) {
      const event = await fixtures.makeEvent(payload, { capacity: 10 })
      const crowd = Array.from({ length: 40 }, (_, index) =>
        register(event.id, `race${round}-${index}`),
      )
      const [raised, ...answers] = await Promise.all([setCapacity(event, 30), ...crowd])
      expect(raised!.status).toBe(200)
      expect(answers.every(({ status }) => status === 201)).toBe(true)
      const rows = await fixtures.registrationsOf(payload, event.id)
      // 40 people for 30 places: exactly 30 in, 10 waiting, whatever order things landed in.
      expect(peopleWith(rows, 'confirmed')).toBe(30)
      expect(peopleWith(rows, 'waitlisted')).toBe(10)
      expect(await fixtures.placesTakenOf(payload, event.id)).toBe(30)
    }
  })

  it('never strands a sign-up that read the old capacity while the raise was landing', async () => {
    const event = await fixtures.makeEvent(payload, { capacity: 10 })
    for (let index = 0; index < 10; index += 1) await register(event.id, `early${index}`)
    // Holds back every new registration row, so sign-ups stop between deciding and storing:
    // the moment a raise that reads the waitlist could miss them.
    const blocker = new pg.Client({ connectionString: env.DATABASE_URL })
    // Its own session: inside a transaction pg_stat_activity keeps showing its first snapshot.
    const monitor = new pg.Client({ connectionString: env.DATABASE_URL })
    await Promise.all([blocker.connect(), monitor.connect()])
    try {
      await blocker.query('BEGIN')
      await blocker.query('LOCK TABLE event_registrations IN SHARE MODE')
      const late = Array.from({ length: 5 }, (_, index) => register(event.id, `late${index}`))
      await expect.poll(() => waitingOnLocks(monitor), { timeout: 20_000 }).toBe(5)
      let raiseDone = false
      const raised = setCapacity(event, 12).finally(() => {
        raiseDone = true
      })
      // Either the raise finished without them, or it waits for them to be stored.
      await expect
        .poll(async () => raiseDone || (await waitingOnLocks(monitor)) === 6, { timeout: 20_000 })
        .toBe(true)
      await blocker.query('COMMIT')
      expect((await raised).status).toBe(200)
      expect((await Promise.all(late)).every(({ status }) => status === 201)).toBe(true)
    } finally {
      await Promise.all([blocker.end(), monitor.end()])
    }
    const rows = await fixtures.registrationsOf(payload, event.id)
    expect(peopleWith(rows, 'confirmed')).toBe(12)
    expect(peopleWith(rows, 'waitlisted')).toBe(3)
  })
})

/** How many other sessions of this database wait for a lock. */
const waitingOnLocks = async (client: pg.Client) => {
  const { rows } = await client.query(
    `SELECT count(*)::int AS waiting FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`,
  )
  return rows[0].waiting as number
}
