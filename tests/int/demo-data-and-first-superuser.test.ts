import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { createSuperuser } from '@/server/accounts/create-superuser'
import { demoSeedRefusal } from '@/server/seed/seed-guard'

import { getTestPayload } from './helpers/payload'

const run = promisify(execFile)

/** Runs a project script the way npm does, on the test database; resolves with its exit code. */
const runScript = async (script: string, extraEnv: Record<string, string | undefined>) => {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...extraEnv }
  for (const [key, value] of Object.entries(extraEnv)) if (value === undefined) delete childEnv[key]
  try {
    const { stdout, stderr } = await run('npx', ['tsx', '--conditions=react-server', script], {
      env: childEnv,
    })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

const count = (payload: Payload, collection: 'users' | 'sermons') =>
  payload.count({ collection, overrideAccess: true }).then((result) => result.totalDocs)

describe('demo data only on an empty development database', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await getTestPayload()
    await payload.delete({ collection: slugs.users, where: { id: { exists: true } } })
  })

  it('the seed may run on an empty development database', async () => {
    expect(await demoSeedRefusal(payload, { ...env, NODE_ENV: 'development' })).toBeNull()
  })

  it('the seed refuses under NODE_ENV=production, even on an empty database', async () => {
    expect(await demoSeedRefusal(payload, { ...env, NODE_ENV: 'production' })).toMatch(
      /never added in production/,
    )
  })

  it('the seed refuses when the database already holds accounts', async () => {
    const user = await payload.create({
      collection: slugs.users,
      data: {
        email: 'someone@test.shoreline.test',
        password: 'a-long-enough-password',
        role: 'member',
      },
    })
    try {
      expect(await demoSeedRefusal(payload, { ...env, NODE_ENV: 'development' })).toMatch(
        /already holds 1 account/,
      )
    } finally {
      await payload.delete({ collection: slugs.users, id: user.id })
    }
  })

  it('npm run migrate never seeds, even with NODE_ENV unset and SEED_ON_START=true', async () => {
    const { code } = await runScript('scripts/migrate.ts', {
      NODE_ENV: undefined,
      SEED_ON_START: 'true',
    })
    expect(code).toBe(0)
    expect(await count(payload, 'users')).toBe(0)
  }, 120_000)

  it('npm run seed exits 1 under NODE_ENV=production and adds nothing', async () => {
    const sermons = await count(payload, 'sermons')
    const { code, output } = await runScript('scripts/seed.ts', {
      NODE_ENV: 'production',
      PAYLOAD_SECRET: 'int-test-production-secret-0123456789abcdef',
    })
    expect(code).toBe(1)
    expect(output).toContain('never added in production')
    expect(await count(payload, 'users')).toBe(0)
    expect(await count(payload, 'sermons')).toBe(sermons)
  }, 120_000)
})

describe('npm run create-superuser', () => {
  let payload: Payload
  const email = 'office@test.shoreline.test'

  beforeAll(async () => {
    payload = await getTestPayload()
  })
  afterAll(async () => {
    await payload.delete({ collection: slugs.users, where: { email: { like: 'office' } } })
  })

  it('creates a superuser from flags and SUPERUSER_PASSWORD, without a terminal', async () => {
    const { code, output } = await runScript('scripts/create-superuser.ts', {
      SUPERUSER_EMAIL: email,
      SUPERUSER_NAME: 'Church Office',
      SUPERUSER_PASSWORD: 'correct horse battery staple',
    })
    expect(output).toContain(`created superuser ${email}`)
    expect(code).toBe(0)
    const { docs } = await payload.find({
      collection: slugs.users,
      where: { email: { equals: email } },
    })
    expect(docs[0]).toMatchObject({ role: 'superuser', name: 'Church Office' })
    const login = await payload.login({
      collection: slugs.users,
      data: { email, password: 'correct horse battery staple' },
    })
    expect(login.token).toBeTruthy()
  }, 120_000)

  it('never changes an existing account', async () => {
    const result = await createSuperuser(payload, { email, password: 'another-long-password' })
    expect(result).toEqual({ ok: false, message: `An account for ${email} already exists.` })
  })

  it('refuses a short password and a bad email', async () => {
    expect(
      await createSuperuser(payload, { email: 'office2@test.shoreline.test', password: 'short' }),
    ).toEqual({ ok: false, message: 'Use a password of at least 12 characters.' })
    expect(
      await createSuperuser(payload, { email: 'not-an-email', password: 'long-enough-pass' }),
    ).toEqual({
      ok: false,
      message: 'Give a valid email address.',
    })
  })
})
