import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const person = `Ruth.Moab-${run}@test.shoreline.test`.toLowerCase()
const neighbour = `naomi-${run}@test.shoreline.test`

/** Every text-like column of every table in the schema that holds the address, as table.column. */
const columnsHolding = async (payload: Payload, text: string): Promise<string[]> => {
  const { rows: columns } = await payload.db.pool.query<{
    table_name: string
    column_name: string
  }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema()
        AND data_type IN ('character varying', 'text', 'jsonb', 'json', 'character')`,
  )
  const found: string[] = []
  for (const { table_name, column_name } of columns) {
    const { rows } = await payload.db.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table_name}" WHERE "${column_name}"::text ILIKE $1`,
      [`%${text}%`],
    )
    if (rows[0].n > 0) found.push(`${table_name}.${column_name}`)
  }
  return found
}

describe("one person's data: find, export, erase (GDPR articles 15 and 17)", () => {
  let payload: Payload
  let admin: TestUser
  let member: TestUser

  let eventId: number
  let groupId: number
  const groupSlug = `gleaners-${run}`

  const submitEverything = async (email: string) => {
    await callApi('POST', '/newsletter/subscribe', { body: { email } })
    await callApi('POST', '/contact', {
      body: {
        firstName: 'Ruth',
        lastName: 'Moab',
        email,
        subject: 'Gleaning',
        message: `I am ${email}`,
      },
    })
    await callApi('POST', '/contact', {
      body: {
        firstName: 'Ruth',
        lastName: 'Moab',
        email,
        subject: 'Again',
        message: 'Hello',
        website: 'x',
      },
    })
    await callApi('POST', '/visitor-requests', {
      body: { fullName: 'Ruth Moab', email, phone: '2075550100', numberOfKids: '1' },
    })
    const registered = await callApi('POST', `/events/${eventId}/registrations`, {
      body: { name: 'Ruth Moab', email, phone: '2075550100', people: 2 },
    })
    expect(registered.status).toBe(201)
    const prayed = await callApi('POST', '/prayer-requests', {
      body: { name: 'Ruth Moab', email, request: `Pray for ${email}`, visibility: 'pastoral' },
    })
    expect(prayed.status).toBe(201)
    const joined = await callApi('POST', '/group-join-requests', {
      body: { group: groupSlug, name: 'Ruth Moab', email, message: `Reach me at ${email}` },
    })
    expect(joined.status).toBe(201)
    // A send that gave up: the mail server's answer quoted the address into the outbox.
    await payload.create({
      collection: 'payload-jobs',
      data: {
        taskSlug: 'sendRecordEmails',
        queue: 'email',
        input: { kind: slugs.contactMessages, id: 0, round: 1 },
        hasError: true,
        error: { message: `550 <${email}>: recipient rejected` },
      },
    })
  }

  beforeAll(async () => {
    payload = await getTestPayload()
    admin = await createTestUser(payload, 'admin')
    member = await createTestUser(payload, 'member')
    eventId = (
      await payload.create({
        collection: slugs.events,
        data: {
          title: `Harvest supper ${run}`,
          date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
          startTime: '18:00',
          registration: { enabled: true, capacity: 20, maxPeople: 4 },
        },
        depth: 0,
      })
    ).id
    groupId = (
      await payload.create({
        collection: slugs.groups,
        data: { name: 'Gleaners', slug: groupSlug, category: 'small-group', status: 'open' },
        depth: 0,
      })
    ).id
    await submitEverything(person)
    await submitEverything(neighbour)
    // A note staff kept, quoting the address: it is personal data too.
    await payload.update({
      collection: slugs.contactMessages,
      where: { email: { equals: person } },
      data: { staffNote: `Rang ${person} back` },
    })
  })
  afterAll(async () => {
    // The event's registrations go with it (ON DELETE CASCADE).
    await payload.delete({ collection: slugs.events, id: eventId })
    // Its join requests go with it.
    await payload.delete({ collection: slugs.groups, id: groupId })
    await payload.delete({
      collection: 'payload-jobs',
      where: { 'error.message': { like: run } },
    })
    for (const collection of [
      slugs.contactMessages,
      slugs.visitorRequests,
      slugs.newsletterSubscribers,
      slugs.prayerRequests,
    ] as const) {
      await payload.delete({ collection, where: { email: { in: [person, neighbour] } } })
    }
    await payload.delete({
      collection: slugs.erasureRecords,
      where: { erasedBy: { equals: admin.user.id } },
    })
    await payload.delete({ collection: slugs.users, id: admin.user.id })
    await payload.delete({ collection: slugs.users, id: member.user.id })
  })

  it('refuses anonymous (401) and non-staff (403) callers', async () => {
    const query = `/admin/personal-data?email=${encodeURIComponent(person)}`
    expect((await callApi('GET', query)).status).toBe(401)
    expect((await callApi('GET', query, { cookie: member.cookie })).status).toBe(403)
    const erase = { body: { email: person, confirm: person } }
    expect((await callApi('POST', '/admin/personal-data/erase', erase)).status).toBe(401)
    expect(
      (await callApi('POST', '/admin/personal-data/erase', { ...erase, cookie: member.cookie }))
        .status,
    ).toBe(403)
  })

  it('the export holds every row for the address (any case) and nothing of anyone else', async () => {
    const exported = await callApi(
      'GET',
      `/admin/personal-data?download=1&email=${encodeURIComponent(person.toUpperCase())}`,
      { cookie: admin.cookie },
    )
    expect(exported.status).toBe(200)
    expect(exported.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-/,
    )
    const body = JSON.parse(exported.bytes.toString('utf8'))
    const counts = Object.fromEntries(
      body.sections.map((section: { collection: string; rows: unknown[] }) => [
        section.collection,
        section.rows.length,
      ]),
    )
    expect(counts).toEqual({
      [slugs.newsletterSubscribers]: 1,
      // The flagged one (Spam view) is stored about the person too.
      [slugs.contactMessages]: 2,
      [slugs.visitorRequests]: 1,
      [slugs.eventRegistrations]: 1,
      [slugs.prayerRequests]: 1,
      [slugs.groupJoinRequests]: 1,
      'payload-jobs': 1,
    })
    const text = exported.bytes.toString('utf8')
    expect(text).not.toContain(neighbour)
  })

  it('refuses an erasure whose confirmation does not repeat the address, and changes nothing', async () => {
    const refused = await callApi('POST', '/admin/personal-data/erase', {
      cookie: admin.cookie,
      body: { email: person, confirm: neighbour },
    })
    expect(refused.status).toBe(400)
    expect(refused.json.errors).toEqual({ confirm: 'Type the same email address again' })
    expect(
      await payload.count({
        collection: slugs.contactMessages,
        where: { email: { equals: person } },
      }),
    ).toMatchObject({ totalDocs: 2 })
  })

  it('erase leaves no row in any table holding the address, keeps the counts, and is recorded', async () => {
    const contactBefore = (await payload.count({ collection: slugs.contactMessages })).totalDocs
    const visitsBefore = (await payload.count({ collection: slugs.visitorRequests })).totalDocs
    const registrationsBefore = (await payload.count({ collection: slugs.eventRegistrations }))
      .totalDocs
    expect(await columnsHolding(payload, person)).not.toEqual([])

    const erased = await callApi('POST', '/admin/personal-data/erase', {
      cookie: admin.cookie,
      body: { email: person, confirm: person.toUpperCase() },
    })
    expect(erased.status).toBe(200)
    // Deleted: the subscription, the prayer request, the join request, the outbox job;
    // anonymised: two messages,
    // the visit request and the registration.
    expect(erased.json).toMatchObject({ rowsDeleted: 4, rowsAnonymised: 4 })

    expect(await columnsHolding(payload, person)).toEqual([])
    expect((await payload.count({ collection: slugs.contactMessages })).totalDocs).toBe(
      contactBefore,
    )
    expect((await payload.count({ collection: slugs.visitorRequests })).totalDocs).toBe(
      visitsBefore,
    )
    expect((await payload.count({ collection: slugs.eventRegistrations })).totalDocs).toBe(
      registrationsBefore,
    )
    // The neighbour's rows are untouched.
    expect(await columnsHolding(payload, neighbour)).not.toEqual([])

    const { docs } = await payload.find({
      collection: slugs.erasureRecords,
      where: { erasedBy: { equals: admin.user.id } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ erasedBy: admin.user.id, rowsDeleted: 4, rowsAnonymised: 4 })
    expect(docs[0].createdAt).toEqual(expect.any(String))
  })
})
