import { randomUUID } from 'node:crypto'

import { parse } from 'csv-parse/sync'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { Cleanup } from './helpers/cleanup'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)

describe('inbox work: status filter, staff notes, subscriber export and removal', () => {
  let payload: Payload
  let admin: TestUser
  let member: TestUser
  let removeUsers: () => Promise<void>
  const cleanup = new Cleanup()

  beforeAll(async () => {
    payload = await getTestPayload()
    const created = await createTestUsers(payload, ['admin', 'member'] as const)
    ;({ admin, member } = created.users)
    removeUsers = created.remove
  })
  afterAll(async () => {
    await cleanup.run(payload)
    await removeUsers()
  })

  const message = (subject: string, status: 'new' | 'responded' | 'archived') =>
    payload
      .create({
        collection: slugs.contactMessages,
        data: {
          firstName: 'Priscilla',
          lastName: 'Corinth',
          email: `inbox-${run}@test.shoreline.test`,
          subject: `${subject} ${run}`,
          message: 'Hello',
          status,
        },
      })
      .then((doc) => cleanup.track(slugs.contactMessages, doc))

  const subscriber = (email: string, firstName: string, lastName = 'Tester') =>
    payload
      .create({
        collection: slugs.newsletterSubscribers,
        data: { email, firstName, lastName },
      })
      .then((doc) => cleanup.track(slugs.newsletterSubscribers, doc))

  const subjects = (json: { subject: string }[]) =>
    json.map((item) => item.subject).filter((subject) => subject.endsWith(run))

  it('lists contact messages of one status with ?status=, and every status without it', async () => {
    await message('Fresh', 'new')
    await message('Answered', 'responded')
    await message('Filed', 'archived')
    const responded = await callApi('GET', '/admin/contact-messages?status=responded', {
      cookie: admin.cookie,
    })
    expect(responded.status).toBe(200)
    expect(subjects(responded.json)).toEqual([`Answered ${run}`])
    expect(responded.json.every((item: { status: string }) => item.status === 'responded')).toBe(
      true,
    )
    const all = await callApi('GET', '/admin/contact-messages?status=', { cookie: admin.cookie })
    expect(subjects(all.json).sort()).toEqual(
      [`Answered ${run}`, `Filed ${run}`, `Fresh ${run}`].sort(),
    )
  })

  it('refuses a status the list does not have with a readable 400', async () => {
    const messages = await callApi('GET', '/admin/contact-messages?status=visited', {
      cookie: admin.cookie,
    })
    expect(messages.status).toBe(400)
    expect(messages.json.errors).toEqual({
      status: 'status must be one of: new, responded, archived',
    })
    const visits = await callApi('GET', '/admin/visitor-requests?status=archived', {
      cookie: admin.cookie,
    })
    expect(visits.status).toBe(400)
    expect(visits.json.errors).toEqual({ status: 'status must be one of: new, contacted, visited' })
  })

  it('keeps, changes and clears a staff note; never for anonymous callers or members', async () => {
    const { id } = await message('Noted', 'new')
    const path = `/admin/contact-messages/${id}/staff-note`
    const saved = await callApi('PUT', path, {
      body: { staffNote: '  Called back on Tuesday; wants the youth group times.  ' },
      cookie: admin.cookie,
    })
    expect(saved.status).toBe(200)
    expect(saved.json.staffNote).toBe('Called back on Tuesday; wants the youth group times.')
    // The note is shown with the message in the inbox list.
    const list = await callApi('GET', '/admin/contact-messages', { cookie: admin.cookie })
    expect(list.json.find((item: { id: number }) => item.id === id).staffNote).toBe(
      'Called back on Tuesday; wants the youth group times.',
    )
    expect((await callApi('PUT', path, { body: { staffNote: 'x' } })).status).toBe(401)
    expect(
      (await callApi('PUT', path, { body: { staffNote: 'x' }, cookie: member.cookie })).status,
    ).toBe(403)
    const cleared = await callApi('PUT', path, { body: { staffNote: '' }, cookie: admin.cookie })
    expect(cleared.json.staffNote).toBe('')
  })

  it('refuses a bad note (missing, too long, not text) with a readable 400 and stores nothing', async () => {
    const { id } = await message('Unnoted', 'new')
    const path = `/admin/contact-messages/${id}/staff-note`
    const missing = await callApi('PUT', path, { body: {}, cookie: admin.cookie })
    expect(missing.status).toBe(400)
    expect(missing.json.errors.staffNote).toBe('Staff note is required (send "" to clear it)')
    const tooLong = await callApi('PUT', path, {
      body: { staffNote: 'a'.repeat(5001) },
      cookie: admin.cookie,
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.json.errors.staffNote).toBe('Must be at most 5,000 characters')
    const notText = await callApi('PUT', path, { body: { staffNote: 42 }, cookie: admin.cookie })
    expect(notText.status).toBe(400)
    const stored = await payload.findByID({ collection: slugs.contactMessages, id })
    expect(stored.staffNote ?? null).toBeNull()
    expect(
      (
        await callApi('PUT', '/admin/contact-messages/999999999/staff-note', {
          body: { staffNote: 'x' },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404)
  })

  it('keeps a staff note on a visit request too', async () => {
    const visit = cleanup.track(
      slugs.visitorRequests,
      await payload.create({
        collection: slugs.visitorRequests,
        data: {
          fullName: `Lydia ${run}`,
          email: `visit-${run}@test.shoreline.test`,
          phone: '2075550100',
          numberOfKids: '2',
        },
      }),
    )
    const saved = await callApi('PUT', `/admin/visitor-requests/${visit.id}/staff-note`, {
      body: { staffNote: 'Meet at the side door' },
      cookie: admin.cookie,
    })
    expect(saved.status).toBe(200)
    expect(saved.json.staffNote).toBe('Meet at the side door')
  })

  it('exports every subscriber as CSV with proper quoting and formula cells made text', async () => {
    await subscriber(`plain-${run}@test.shoreline.test`, 'Anna', 'Smith, Jr.')
    await subscriber(`quote-${run}@test.shoreline.test`, 'Say "hi"\nthere')
    await subscriber(
      `formula-${run}@test.shoreline.test`,
      '=HYPERLINK("http://evil.test","x")',
      '+1',
    )
    await subscriber(`at-${run}@test.shoreline.test`, '@SUM(A1)', '-2')
    const answer = await callApi('GET', '/admin/newsletters/export', { cookie: admin.cookie })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const text = answer.bytes.toString('utf8')
    expect(text.startsWith('\uFEFF')).toBe(true)
    const rows: string[][] = parse(text, { bom: true })
    expect(rows[0]).toEqual([
      'Email',
      'First name',
      'Last name',
      'Phone',
      'Status',
      'Subscribed on',
    ])
    const byEmail = new Map(rows.map((row) => [row[0], row]))
    expect(byEmail.get(`plain-${run}@test.shoreline.test`)?.slice(1, 5)).toEqual([
      'Anna',
      'Smith, Jr.',
      '',
      'Active',
    ])
    expect(byEmail.get(`quote-${run}@test.shoreline.test`)?.[1]).toBe('Say "hi"\nthere')
    expect(byEmail.get(`formula-${run}@test.shoreline.test`)?.slice(1, 3)).toEqual([
      `'=HYPERLINK("http://evil.test","x")`,
      "'+1",
    ])
    expect(byEmail.get(`at-${run}@test.shoreline.test`)?.slice(1, 3)).toEqual(["'@SUM(A1)", "'-2"])
    const total = await payload.count({ collection: slugs.newsletterSubscribers })
    expect(rows).toHaveLength(total.totalDocs + 1)
  })

  it('removes one subscriber, and answers 404 for one that is gone', async () => {
    const gone = await subscriber(`remove-${run}@test.shoreline.test`, 'Gone')
    const kept = await subscriber(`keep-${run}@test.shoreline.test`, 'Kept')
    const removed = await callApi('DELETE', `/admin/newsletters/${gone.id}`, {
      cookie: admin.cookie,
    })
    expect(removed.status).toBe(200)
    expect(
      (
        await payload.find({
          collection: slugs.newsletterSubscribers,
          where: { id: { in: [gone.id, kept.id] } },
        })
      ).docs.map((doc) => doc.id),
    ).toEqual([kept.id])
    const again = await callApi('DELETE', `/admin/newsletters/${gone.id}`, { cookie: admin.cookie })
    expect(again.status).toBe(404)
    expect(again.json.message).toBe('Subscriber not found')
    expect(
      (await callApi('DELETE', `/admin/newsletters/${kept.id}`, { cookie: member.cookie })).status,
    ).toBe(403)
    expect((await callApi('DELETE', `/admin/newsletters/${kept.id}`)).status).toBe(401)
  })
})
