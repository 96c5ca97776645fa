import { randomUUID } from 'node:crypto'

import { addDays, subDays, subMonths } from 'date-fns'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'
import { applyRetention } from '@/server/privacy/apply-retention'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const NOW = new Date()
const SETTINGS = {
  contactMessagesMonths: 24,
  visitorRequestsMonths: 12,
  registrationsMonths: 6,
  prayerRequestsMonths: 6,
  groupJoinRequestsMonths: 3,
  outboxDays: 30,
  trashDays: 30,
  privacyMode: false,
  pageText: '',
}

/** Ten days either side of a cutoff: a day's later rerun cannot move a row across it. */
const around = (cutoff: Date) => ({ older: subDays(cutoff, 10), newer: addDays(cutoff, 10) })

describe('retention: the daily job removes exactly what is older than each setting', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>
  let eventId: number
  let groupId: number
  const seeded: Record<string, { older: number; newer: number }> = {}

  /** Sets a row's created_at (Payload writes its own), as if it had been written then. */
  const backdate = (table: string, id: number, when: Date) =>
    payload.db.pool.query(`UPDATE ${table} SET created_at = $1 WHERE id = $2`, [when, id])

  const seedPair = async (
    key: string,
    table: string,
    cutoff: Date,
    create: (tag: string) => Promise<number>,
  ) => {
    const { older, newer } = around(cutoff)
    const olderId = await create(`older-${run}`)
    const newerId = await create(`newer-${run}`)
    await backdate(table, olderId, older)
    await backdate(table, newerId, newer)
    seeded[key] = { older: olderId, newer: newerId }
  }

  const exists = async (collection: Parameters<Payload['count']>[0]['collection'], id: number) =>
    (await payload.count({ collection, where: { id: { equals: id } } })).totalDocs === 1

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
    // Another run of this file today has claimed the day: the job may run again.
    await payload.db.pool.query('UPDATE privacy_settings SET retention_run_day = NULL')
    const saved = await callApi('PUT', '/admin/privacy-settings', {
      cookie: users.admin.cookie,
      body: SETTINGS,
    })
    expect(saved.status).toBe(200)

    await seedPair(
      'contact',
      'contact_messages',
      subMonths(NOW, 24),
      async (tag) =>
        (
          await payload.create({
            collection: slugs.contactMessages,
            data: {
              firstName: 'A',
              lastName: tag,
              email: `${tag}@test.shoreline.test`,
              subject: 'S',
              message: 'M',
            },
          })
        ).id,
    )
    await seedPair(
      'visit',
      'visitor_requests',
      subMonths(NOW, 12),
      async (tag) =>
        (
          await payload.create({
            collection: slugs.visitorRequests,
            data: {
              fullName: tag,
              email: `${tag}@test.shoreline.test`,
              phone: '2075550100',
              numberOfKids: '0',
            },
          })
        ).id,
    )
    await seedPair(
      'prayer',
      'prayer_requests',
      subMonths(NOW, 6),
      async (tag) =>
        (
          await payload.create({
            collection: slugs.prayerRequests,
            data: { name: tag, request: `Please pray ${tag}`, visibility: 'pastoral' },
          })
        ).id,
    )
    groupId = (
      await payload.create({
        collection: slugs.groups,
        data: { name: `Retention group ${run}`, category: 'small-group', status: 'open' },
      })
    ).id
    await seedPair(
      'join',
      'group_join_requests',
      subMonths(NOW, 3),
      async (tag) =>
        (
          await payload.create({
            collection: slugs.groupJoinRequests,
            data: { group: groupId, name: tag, email: `${tag}@test.shoreline.test` },
          })
        ).id,
    )
    await seedPair(
      'outbox',
      'payload_jobs',
      subDays(NOW, 30),
      async (tag) =>
        (
          await payload.create({
            collection: 'payload-jobs',
            data: {
              taskSlug: 'sendRecordEmails',
              queue: 'email',
              input: { kind: slugs.contactMessages, id: 0, round: 1 },
              hasError: true,
              error: { message: `gave up ${tag}` },
            },
          })
        ).id,
    )

    eventId = (
      await payload.create({
        collection: slugs.events,
        data: { title: `Weekly class ${run}`, date: '2020-01-05', startTime: '19:00' },
        depth: 0,
      })
    ).id
    // A registration's age counts from its occurrence (the event's date), not when it was made.
    const { older, newer } = around(subMonths(NOW, 6))
    const register = async (occurrence: Date, tag: string) =>
      (
        await payload.create({
          collection: slugs.eventRegistrations,
          data: {
            event: eventId,
            occurrence: occurrence.toISOString().slice(0, 10),
            name: tag,
            email: `${tag}@test.shoreline.test`,
            phone: '2075550100',
            people: 2,
            status: 'confirmed',
            cancelNonce: randomUUID(),
          },
        })
      ).id
    seeded.registration = {
      older: await register(older, `older-${run}`),
      newer: await register(newer, `newer-${run}`),
    }
  })

  afterAll(async () => {
    await payload.delete({ collection: slugs.events, id: eventId })
    // Its join requests go with it.
    await payload.delete({ collection: slugs.groups, id: groupId })
    const leftOver = [
      [slugs.contactMessages, seeded.contact],
      [slugs.visitorRequests, seeded.visit],
      [slugs.prayerRequests, seeded.prayer],
    ] as const
    for (const [collection, pair] of leftOver)
      await payload.delete({ collection, where: { id: { in: [pair.older, pair.newer] } } })
    await payload.delete({
      collection: 'payload-jobs',
      where: { id: { equals: seeded.outbox.newer } },
    })
    await removeUsers()
  })

  it('refuses anonymous (401), non-staff (403) and a period that is not on the list (400)', async () => {
    expect((await callApi('GET', '/admin/privacy-settings')).status).toBe(401)
    const asMember = await callApi('PUT', '/admin/privacy-settings', {
      cookie: users.member.cookie,
      body: SETTINGS,
    })
    expect(asMember.status).toBe(403)
    const odd = await callApi('PUT', '/admin/privacy-settings', {
      cookie: users.admin.cookie,
      body: { ...SETTINGS, prayerRequestsMonths: 5 },
    })
    expect(odd.status).toBe(400)
    expect(odd.json.errors.prayerRequestsMonths).toMatch(
      /^Prayer requests: choose one of 1 month, 3 months, 6 months, 1 year/,
    )
  })

  it('deletes the older rows, anonymises older registrations, keeps the newer ones, and says so', async () => {
    const result = await applyRetention(payload, NOW)
    expect(result).toMatchObject({ ran: true })

    expect(await exists(slugs.contactMessages, seeded.contact.older)).toBe(false)
    expect(await exists(slugs.contactMessages, seeded.contact.newer)).toBe(true)
    expect(await exists(slugs.visitorRequests, seeded.visit.older)).toBe(false)
    expect(await exists(slugs.visitorRequests, seeded.visit.newer)).toBe(true)
    expect(await exists(slugs.prayerRequests, seeded.prayer.older)).toBe(false)
    expect(await exists(slugs.prayerRequests, seeded.prayer.newer)).toBe(true)
    expect(await exists(slugs.groupJoinRequests, seeded.join.older)).toBe(false)
    expect(await exists(slugs.groupJoinRequests, seeded.join.newer)).toBe(true)
    expect(await exists('payload-jobs', seeded.outbox.older)).toBe(false)
    expect(await exists('payload-jobs', seeded.outbox.newer)).toBe(true)

    // The older registration still counts on the roster, but says nothing about the person.
    const older = await payload.findByID({
      collection: slugs.eventRegistrations,
      id: seeded.registration.older,
    })
    expect(older).toMatchObject({
      name: '[erased]',
      email: `erased-${older.id}@erased.invalid`,
      phone: null,
      people: 2,
      status: 'confirmed',
    })
    const newer = await payload.findByID({
      collection: slugs.eventRegistrations,
      id: seeded.registration.newer,
    })
    expect(newer).toMatchObject({ name: `newer-${run}`, phone: '2075550100' })

    const settings = await callApi('GET', '/admin/privacy-settings', { cookie: users.admin.cookie })
    expect(settings.json.lastRetentionRun.at).toBe(NOW.toISOString())
    expect(settings.json.lastRetentionRun.result).toContain('Event registrations: ')
    expect(settings.json.lastRetentionRun.result).toMatch(/Prayer requests: \d+ rows? deleted/)
    expect(settings.json.lastRetentionRun.result).toMatch(
      /Requests to join a group: \d+ rows? deleted/,
    )
  })

  it('runs once a day across instances: of two runs started together, one works', async () => {
    expect(await applyRetention(payload, NOW)).toEqual({ ran: false })
    const tomorrow = addDays(NOW, 1)
    const runs = await Promise.all([
      applyRetention(payload, tomorrow),
      applyRetention(payload, tomorrow),
    ])
    expect(runs.filter((one) => one.ran)).toHaveLength(1)
    // Nothing new was old enough, and the newer rows are still there.
    expect(await exists(slugs.contactMessages, seeded.contact.newer)).toBe(true)
  })
})
