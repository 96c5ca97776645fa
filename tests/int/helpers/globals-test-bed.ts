import type { Payload } from 'payload'
import { afterAll, beforeAll, expect } from 'vitest'

import { PAGE_TEXTS_DEFAULTS } from '@/lib/page-texts/defaults'
import { SERVICE_TIMES_DEFAULTS } from '@/lib/site-defaults'
import { slugs } from '@/lib/slugs'

import type { SiteConfig } from '../../../payload-types'
import { callApi, type ApiResult } from './api'
import { putBackSiteConfig } from './email'
import { getTestPayload } from './payload'
import { createTestUsers, type TestUser } from './users'

export type GlobalsTestBed = {
  payload: Payload
  users: Record<'admin' | 'member', TestUser>
  /** The settings as they were before the file: a file's checks compare with them. */
  siteConfigBefore: SiteConfig
  /** An /api call as the admin. */
  asAdmin: (method: string, path: string, body?: unknown) => Promise<ApiResult>
  /** The route is refused to anonymous callers (401) and to members (403). */
  expectStaffOnly: (method: string, path: string, body?: unknown) => Promise<void>
  /** Puts the globals back as they were, drops the globals' scheduled publishes and the users. */
  restore: () => Promise<void>
}

const openGlobalsTestBed = async (payload: Payload): Promise<GlobalsTestBed> => {
  const { users, remove: removeUsers } = await createTestUsers(payload, ['admin', 'member'])
  const siteConfigBefore = await payload.findGlobal({ slug: slugs.siteConfig, depth: 0 })
  // Whether the service times were ever saved: a new church's read the defaults as they are.
  const serviceTimesSaved =
    (await payload.db.pool.query('SELECT id FROM service_times')).rowCount! > 0
  // A published row to draft against (a global never saved has none: Payload answers its defaults).
  await payload.updateGlobal({ slug: slugs.pageTexts, data: PAGE_TEXTS_DEFAULTS })

  const restore = async () => {
    await payload.db.pool.query(
      `DELETE FROM publishing_schedule WHERE collection IN ('site-config', 'service-times')
       OR collection LIKE 'page-texts:%'`,
    )
    await payload.updateGlobal({ slug: slugs.pageTexts, data: PAGE_TEXTS_DEFAULTS })
    if (serviceTimesSaved)
      await payload.updateGlobal({ slug: slugs.serviceTimes, data: SERVICE_TIMES_DEFAULTS })
    else await payload.db.pool.query('DELETE FROM service_times; DELETE FROM _service_times_v')
    await putBackSiteConfig(payload, siteConfigBefore)
    await removeUsers()
  }

  return {
    payload,
    users,
    siteConfigBefore,
    asAdmin: (method, path, body) => callApi(method, path, { cookie: users.admin.cookie, body }),
    expectStaffOnly: async (method, path, body) => {
      expect((await callApi(method, path, { body })).status, `${method} ${path}`).toBe(401)
      const asMember = await callApi(method, path, { cookie: users.member.cookie, body })
      expect(asMember.status, `${method} ${path}`).toBe(403)
    },
    restore,
  }
}

/**
 * What the test files of the globals' drafts, preview and history share: an admin and a member
 * logged in, and the settings, service times and page texts put back afterwards as they were, so
 * the files never see each other's saves. Called in a describe: it opens the bed before the
 * file's tests (its fields are there from then on) and puts everything back after them.
 */
export const setUpGlobalsTestBed = (): GlobalsTestBed => {
  const bed = {} as GlobalsTestBed
  beforeAll(async () => {
    Object.assign(bed, await openGlobalsTestBed(await getTestPayload()))
  })
  // Nothing to put back when the bed never opened (its own failure is the one reported).
  afterAll(() => bed.restore?.())
  return bed
}
