import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const run = randomUUID().slice(0, 8)
const email = `paper-form-${run}@test.shoreline.test`
const consentSource = 'Paper form at the welcome desk'

describe('staff add a subscriber by hand, noting where consent came from', () => {
  let payload: Payload
  let users: Record<'admin' | 'member', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    ;({ users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member']))
  })
  afterAll(async () => {
    await payload.delete({
      collection: slugs.newsletterSubscribers,
      where: { email: { equals: email } },
    })
    await removeUsers()
  })

  const add = (body: Record<string, unknown>, cookie = users.admin.cookie) =>
    callApi('POST', '/admin/newsletters', { cookie, body })

  const stored = async () =>
    (
      await payload.find({
        collection: slugs.newsletterSubscribers,
        where: { email: { equals: email } },
        depth: 0,
      })
    ).docs

  it('refuses anonymous (401), non-staff (403), and an addition without its consent note (400)', async () => {
    expect(
      (await callApi('POST', '/admin/newsletters', { body: { email, consentSource } })).status,
    ).toBe(401)
    expect((await add({ email, consentSource }, users.member.cookie)).status).toBe(403)
    const noNote = await add({ email, consentSource: '  ' })
    expect(noNote.status).toBe(400)
    expect(noNote.json.errors.consentSource).toMatch(/^Say where the consent came from/)
    expect(await stored()).toEqual([])
  })

  it('adds the address active at once with its note, and refuses it again while it is active', async () => {
    const added = await add({ email: email.toUpperCase(), firstName: 'Lydia', consentSource })
    expect(added.status).toBe(201)
    expect(await stored()).toMatchObject([
      { email, firstName: 'Lydia', isActive: true, consentSource, pendingSince: null },
    ])
    const again = await add({ email, consentSource: 'In person' })
    expect(again.status).toBe(400)
    expect(again.json.errors.email).toBe('This address is already subscribed')
  })

  it('welcomes back an address that unsubscribed, with the new note', async () => {
    const [subscriber] = await stored()
    await payload.update({
      collection: slugs.newsletterSubscribers,
      id: subscriber.id,
      data: { isActive: false, unsubscribedAt: new Date().toISOString() },
    })
    expect((await add({ email, consentSource: 'Asked again in person' })).status).toBe(201)
    expect(await stored()).toMatchObject([
      {
        id: subscriber.id,
        isActive: true,
        consentSource: 'Asked again in person',
        unsubscribedAt: null,
      },
    ])
  })
})
