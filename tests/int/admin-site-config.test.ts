import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { slugs } from '@/lib/slugs'
import { openSmtpPassword } from '@/server/secrets/smtp-password'

import type { SiteConfig } from '../../payload-types'
import { callApi } from './helpers/api'
import { getTestPayload } from './helpers/payload'
import { createTestUser, type TestUser } from './helpers/users'

const form = {
  churchName: 'Test Parish by the Sea',
  primaryColor: '#123456',
  accentColor: '#5b21b6',
  secondaryColor: '#1e293b',
  emailProvider: 'smtp',
  smtpHost: 'smtp.test.shoreline.test',
  smtpPort: 2525,
  smtpUser: 'mailer',
  contactPageUrl: '/plan-a-visit',
  socialFacebook: 'https://www.facebook.com/testparish',
}

describe('PUT /api/admin/site-config', () => {
  let payload: Payload
  let admin: TestUser
  let superuser: TestUser
  let before: SiteConfig

  beforeAll(async () => {
    payload = await getTestPayload()
    before = await payload.findGlobal({ slug: slugs.siteConfig })
    admin = await createTestUser(payload, 'admin')
    superuser = await createTestUser(payload, 'superuser')
  })
  afterAll(async () => {
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...restore
    } = before as SiteConfig & { globalType?: string }
    delete (restore as { globalType?: string }).globalType
    await payload.updateGlobal({ slug: slugs.siteConfig, data: restore })
    await payload.delete({ collection: slugs.users, id: admin.user.id })
    await payload.delete({ collection: slugs.users, id: superuser.user.id })
  })

  const storedPassword = async () =>
    openSmtpPassword((await payload.findGlobal({ slug: slugs.siteConfig })).smtpPassword ?? '')

  it('saves the form and answers with what staff may see, never the password', async () => {
    const { status, json } = await callApi('PUT', '/admin/site-config', {
      body: { ...form, smtpPassword: 'app-password-1' },
      cookie: superuser.cookie,
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({ ...form, smtpPasswordSet: true })
    expect(JSON.stringify(json)).not.toContain('app-password-1')
    expect(await storedPassword()).toBe('app-password-1')
  })

  it('keeps the stored SMTP password when the form leaves it empty', async () => {
    await callApi('PUT', '/admin/site-config', {
      body: { ...form, smtpPassword: '' },
      cookie: admin.cookie,
    })
    expect(await storedPassword()).toBe('app-password-1')
  })

  it('the new colours reach the public config', async () => {
    const { json } = await callApi('GET', '/site-config')
    expect(json).toMatchObject({
      primaryColor: '#123456',
      accentColor: '#5b21b6',
      churchName: form.churchName,
    })
  })

  it('refuses bad settings with the required messages and changes nothing', async () => {
    const { status, json } = await callApi('PUT', '/admin/site-config', {
      body: {
        ...form,
        churchName: '',
        primaryColor: 'blue',
        logoUrl: 'logo.png',
        contactPageUrl: 'visit',
        contactEmailTo: 'office',
        socialYoutube: 'youtube',
        emailProvider: 'pigeon',
        smtpPort: 'many',
      },
      cookie: admin.cookie,
    })
    expect(status).toBe(400)
    expect(json.errors).toEqual({
      churchName: 'Church name is required',
      primaryColor: 'Use a hex colour such as #2563eb',
      logoUrl: 'Please enter a valid URL or upload an image',
      contactPageUrl: 'Please enter a valid URL',
      contactEmailTo: 'Please enter a valid email address',
      socialYoutube: 'Please enter a valid URL',
      emailProvider: 'Email provider must be gmail, smtp or console',
      smtpPort: 'SMTP port must be a number between 1 and 65535',
    })
    expect((await payload.findGlobal({ slug: slugs.siteConfig })).churchName).toBe(form.churchName)
  })
})
