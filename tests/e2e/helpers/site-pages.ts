import type { APIRequestContext } from '@playwright/test'

import { ABOUT_TABS } from '../../../src/lib/about-tabs'
import { adminTabHref, ADMIN_TABS } from '../../../src/components/admin/admin-tabs'

/** The first item's id of a public list, for its detail page. */
const firstId = async (request: APIRequestContext, path: string): Promise<number> => {
  const response = await request.get(`${path}?limit=1`)
  const [first] = (await response.json()) as { id: number }[]
  if (!first) throw new Error(`${path} is empty: the e2e database is seeded`)
  return first.id
}

/** Every public page (one detail page of each kind), and a page that does not exist. */
export const publicPages = async (request: APIRequestContext): Promise<string[]> => [
  '/',
  '/sermons',
  `/sermons/${await firstId(request, '/api/sermons')}`,
  '/events',
  `/events/${await firstId(request, '/api/events')}`,
  '/live-streams',
  `/live-streams/${await firstId(request, '/api/live-streams')}`,
  '/groups',
  // A seeded group (src/server/seed/data/groups.ts) with its join form.
  '/groups/harbourside-home-group',
  '/about',
  ...ABOUT_TABS.map((tab) => `/about/${tab.slug}`),
  '/contact',
  '/give',
  '/plan-a-visit',
  '/prayer',
  '/privacy',
  '/login',
  '/no-such-page',
]

/** Every tab of the staff dashboard. */
export const dashboardPages = (): string[] => [
  '/admin',
  ...ADMIN_TABS.map((tab) => adminTabHref(tab.id)),
]
