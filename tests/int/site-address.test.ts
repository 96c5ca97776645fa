import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'

import { callApi } from './helpers/api'
import { keepSiteConfig } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

describe('the site address: parts for the structured data, one line for the pages', () => {
  let payload: Payload
  let superuser: TestUser
  let restoreSiteConfig: () => Promise<unknown>

  beforeAll(async () => {
    payload = await getTestPayload()
    superuser = await createTestUser(payload, 'superuser')
    restoreSiteConfig = await keepSiteConfig(payload)
  })
  afterAll(async () => {
    await restoreSiteConfig()
    await payload.delete({ collection: slugs.users, id: superuser.user.id })
  })

  const save = (fields: Record<string, unknown>) =>
    callApi('PUT', '/admin/site-config', {
      body: {
        churchName: 'Test Parish by the Sea',
        primaryColor: '#2563eb',
        accentColor: '#7c3aed',
        secondaryColor: '#1e293b',
        emailProvider: 'console',
        ...fields,
      },
      cookie: superuser.cookie,
    })

  it('makes the one-line address from the parts the settings form sends', async () => {
    const { status } = await save({
      addressStreet: '3 Quay Street',
      addressLocality: 'St Ives',
      addressRegion: 'Cornwall',
      addressPostalCode: 'TR26 1AB',
      addressCountry: 'gb',
    })
    expect(status).toBe(200)
    const { json } = await callApi('GET', '/site-config')
    expect(json).toMatchObject({
      address: '3 Quay Street, St Ives, Cornwall TR26 1AB',
      addressStreet: '3 Quay Street',
      addressLocality: 'St Ives',
      addressRegion: 'Cornwall',
      addressPostalCode: 'TR26 1AB',
      addressCountry: 'GB',
    })
  })

  it('refuses a country that is not a two-letter code, and keeps the saved one', async () => {
    const { status, json } = await save({ addressCountry: 'England' })
    expect(status).toBe(400)
    expect(json.errors).toEqual({
      addressCountry: 'Country must be a two-letter code such as US, GB or CA',
    })
    expect((await payload.findGlobal({ slug: slugs.siteConfig })).addressCountry).toBe('GB')
  })

  it('a save of the one line alone (an older client) clears the parts it no longer matches', async () => {
    expect((await save({ address: '1 Shore Road, Seaside' })).status).toBe(200)
    const stored = await payload.findGlobal({ slug: slugs.siteConfig })
    expect(stored.address).toBe('1 Shore Road, Seaside')
    expect([stored.addressStreet, stored.addressLocality, stored.addressCountry]).toEqual([
      null,
      null,
      null,
    ])
  })
})
