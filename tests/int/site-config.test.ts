import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_SITE_CONFIG_FIELDS } from '@/lib/site-config'
import { slugs } from '@/lib/slugs'

import type { SiteConfig } from '../../payload-types'
import { callApi } from './helpers/api'
import { putBackSiteConfig } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

describe('GET /api/site-config', () => {
  let payload: Payload
  let admin: TestUser
  let member: TestUser
  let before: SiteConfig

  beforeAll(async () => {
    payload = await getTestPayload()
    before = await payload.findGlobal({ slug: slugs.siteConfig })
    await payload.updateGlobal({
      slug: slugs.siteConfig,
      data: {
        churchName: 'Test Parish',
        smtpPassword: 'hunter2-secret',
        smtpUser: 'mailer',
        contactEmailTo: 'office@test.shoreline.test',
      },
    })
    admin = await createTestUser(payload, 'admin')
    member = await createTestUser(payload, 'member')
  })

  afterAll(async () => {
    await putBackSiteConfig(payload, before)
    for (const { user } of [admin, member])
      await payload.delete({ collection: slugs.users, id: user.id })
  })

  it('gives visitors exactly the public fields, with the defaults', async () => {
    const { status, json } = await callApi('GET', '/site-config')
    expect(status).toBe(200)
    expect(Object.keys(json).sort()).toEqual([...PUBLIC_SITE_CONFIG_FIELDS].sort())
    expect(json.churchName).toBe('Test Parish')
    expect(json.primaryColor).toMatch(/^#[0-9a-f]{6}$/i)
  })

  it('never shows mail settings or secrets to a member', async () => {
    const { json } = await callApi('GET', '/site-config', { cookie: member.cookie })
    expect(JSON.stringify(json)).not.toContain('hunter2-secret')
    expect(json).not.toHaveProperty('smtpUser')
    expect(json).not.toHaveProperty('contactEmailTo')
  })

  it('shows staff the mail settings, but only whether the SMTP password is set', async () => {
    const { json } = await callApi('GET', '/site-config', { cookie: admin.cookie })
    expect(json).toMatchObject({
      smtpUser: 'mailer',
      contactEmailTo: 'office@test.shoreline.test',
      smtpPasswordSet: true,
      smtpPort: 587,
      emailProvider: 'console',
    })
    expect(json).not.toHaveProperty('smtpPassword')
    expect(JSON.stringify(json)).not.toContain('hunter2-secret')
  })
})
