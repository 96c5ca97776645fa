import config from '@payload-config'
import { sql } from '@payloadcms/db-postgres'
import { REST_GET, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { PUBLIC_SITE_CONFIG_FIELDS } from '@/lib/site-config'
import { TRANSPORT_SUPERUSERS_ONLY } from '@/server/admin/update-site-config'
import { readSiteConfig } from '@/server/email/site-transport'
import { encryptStoredSmtpPasswords } from '@/server/secrets/encrypt-stored-smtp-password'
import { openSmtpPassword } from '@/server/secrets/smtp-password'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'

import { up as encryptMigration } from '../../migrations/20261123_170000_encrypt_smtp_password'
import { callApi } from './helpers/api'
import { keepSiteConfig, setSiteConfig } from './helpers/email'
import { getTestPayload } from './helpers/payload'
import { createTestUsers, type TestUser } from './helpers/users'

const PLAIN = 'plain-text-app-password-42'

type Drizzle = { execute: (query: ReturnType<typeof sql>) => Promise<{ rows: unknown[] }> }

/** The column as PostgreSQL holds it: what a database dump or backup would show. */
const storedColumn = async (payload: Payload): Promise<string | null> => {
  const { rows } = await (payload.db.drizzle as unknown as Drizzle).execute(
    sql`SELECT smtp_password FROM site_config LIMIT 1`,
  )
  return (rows[0] as { smtp_password: string | null } | undefined)?.smtp_password ?? null
}

const cmsRequest = (method: string, cookie: string, body?: unknown) =>
  new Request(new URL('/cms-api/globals/site-config', env.SITE_URL), {
    method,
    headers: {
      cookie,
      origin: env.SITE_URL,
      'sec-fetch-site': 'same-origin',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  })
const params = { params: Promise.resolve({ slug: ['globals', 'site-config'] }) }

const form = {
  churchName: 'Test Parish by the Sea',
  primaryColor: '#2563eb',
  accentColor: '#7c3aed',
  secondaryColor: '#1e293b',
  emailProvider: 'smtp',
  smtpHost: 'mail.test.shoreline.test',
  smtpPort: 587,
  smtpSecure: false,
  smtpUser: 'mailer',
}

describe('the SMTP password and the mail transport settings', () => {
  let payload: Payload
  let restore: () => Promise<unknown>
  let users: Record<'admin' | 'superuser', TestUser>
  let removeUsers: () => Promise<void>

  beforeAll(async () => {
    payload = await getTestPayload()
    restore = await keepSiteConfig(payload)
    const created = await createTestUsers(payload, ['admin', 'superuser'] as const)
    users = created.users
    removeUsers = created.remove
  })
  afterAll(async () => {
    await restore()
    await removeUsers()
  })

  it('is stored encrypted (AES-256-GCM), and the mailer reads it decrypted', async () => {
    await setSiteConfig(payload, { ...form, smtpPassword: PLAIN } as never)
    const stored = await storedColumn(payload)
    expect(stored).toMatch(/^enc:v1:/)
    expect(stored).not.toContain(PLAIN)
    expect(openSmtpPassword(stored!)).toBe(PLAIN)
    // Another PAYLOAD_SECRET cannot read it.
    expect(() => openSmtpPassword(stored!, 'another-secret-0123456789abcdef0123')).toThrow()
    expect((await readSiteConfig(payload)).smtpPassword).toBe(PLAIN)
    // Saving another setting leaves the sealed value as it was (not sealed twice).
    await setSiteConfig(payload, { tagline: 'By the sea' })
    expect(await storedColumn(payload)).toBe(stored)
  })

  it('the migration encrypts a password saved in plain text before', async () => {
    await (payload.db.drizzle as unknown as Drizzle).execute(
      sql`UPDATE site_config SET smtp_password = ${PLAIN}`,
    )
    await encryptMigration({ db: payload.db.drizzle, payload, req: {} } as never)
    const stored = await storedColumn(payload)
    expect(stored).toMatch(/^enc:v1:/)
    expect(openSmtpPassword(stored!)).toBe(PLAIN)
    // Running it again changes nothing.
    expect(
      await encryptStoredSmtpPasswords(
        payload.db.drizzle as unknown as Drizzle,
        env.PAYLOAD_SECRET,
      ),
    ).toBe(0)
  })

  it('is never in the cached public config', async () => {
    const cached = await getPublicSiteConfig()
    expect(Object.keys(cached).sort()).toEqual([...PUBLIC_SITE_CONFIG_FIELDS].sort())
    expect(JSON.stringify(cached)).not.toMatch(/enc:v1|smtp/i)
  })

  it("is not in Payload's own API answer, not even for a superuser", async () => {
    const response = await REST_GET(config)(cmsRequest('GET', users.superuser.cookie), params)
    expect(response.status).toBe(200)
    const json = await response.json()
    expect(json).not.toHaveProperty('smtpPassword')
    expect(json.smtpHost).toBe(form.smtpHost)
  })

  it.each([
    ['smtpHost', 'attacker.example'],
    ['smtpPort', 2525],
    ['emailProvider', 'gmail'],
    ['smtpSecure', true],
    ['smtpUser', 'someone-else'],
    ['smtpPassword', 'a-new-password'],
  ])('an admin cannot change %s: 403, nothing saved', async (field, value) => {
    const { status, json } = await callApi('PUT', '/admin/site-config', {
      cookie: users.admin.cookie,
      body: { ...form, [field]: value, tagline: 'changed by admin' },
    })
    expect(status).toBe(403)
    expect(json.message).toBe(TRANSPORT_SUPERUSERS_ONLY)
    const saved = await readSiteConfig(payload)
    expect(saved).toMatchObject({ ...form, smtpPassword: PLAIN })
    expect(saved.tagline).not.toBe('changed by admin')
  })

  it('an admin still saves the other settings, sending the transport back unchanged', async () => {
    const { status } = await callApi('PUT', '/admin/site-config', {
      cookie: users.admin.cookie,
      body: { ...form, smtpPassword: '', tagline: 'changed by admin' },
    })
    expect(status).toBe(200)
    expect(await readSiteConfig(payload)).toMatchObject({ tagline: 'changed by admin' })
  })

  it("an admin's write through /cms-api leaves the transport as it was", async () => {
    await REST_POST(config)(
      cmsRequest('POST', users.admin.cookie, { smtpHost: 'attacker.example' }),
      params,
    )
    expect((await readSiteConfig(payload)).smtpHost).toBe(form.smtpHost)
  })

  it('a superuser changes the transport', async () => {
    const { status } = await callApi('PUT', '/admin/site-config', {
      cookie: users.superuser.cookie,
      body: { ...form, smtpHost: 'smtp.example.org', smtpPassword: 'another-app-password' },
    })
    expect(status).toBe(200)
    expect(await readSiteConfig(payload)).toMatchObject({
      smtpHost: 'smtp.example.org',
      smtpPassword: 'another-app-password',
    })
  })
})
