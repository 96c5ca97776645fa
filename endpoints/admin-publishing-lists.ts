import { z } from 'zod'

import { listLimit, listPage, optionalTextFilter } from '@/lib/schemas/fields'
import { staffList, staffSermons } from '@/server/publishing/staff-lists'

import { listOf } from './responses'
import { route } from './types'

/** The staff lists' query: the dashboard's search box and pager, 100 a page by default. */
const staffListQuery = z.object({
  search: optionalTextFilter(),
  limit: listLimit(100, 1000),
  page: listPage(),
})

const withTotal = ({ docs, total }: { docs: unknown[]; total: number }) =>
  Response.json(docs, { headers: { 'X-Total-Count': String(total) } })

const STATE = 'each as last saved, with its publishing state'

/**
 * GET /api/admin/sermons, /events, /sunday-services and /featured-content: the dashboard's lists
 * with drafts and their publishing state (docs/publishing.md). The public lists (/api/sermons,
 * /api/events, /api/sunday-services, /api/featured-content) give only what visitors may see.
 */
export const adminPublishingListRoutes = [
  route({
    method: 'GET',
    path: '/admin/sermons',
    access: 'admin',
    summary: `Every sermon, drafts included (array), newest first; ${STATE}; X-Total-Count gives the total`,
    responses: { 200: listOf('Sermons with their publishing state', 'sermons-for-staff', true) },
    query: staffListQuery,
    handler: async ({ payload, user, query }) =>
      withTotal(await staffSermons(payload, user!, query)),
  }),
  route({
    method: 'GET',
    path: '/admin/events',
    access: 'admin',
    summary: `Every event, drafts included (array), newest first; ${STATE}; X-Total-Count gives the total`,
    responses: { 200: listOf('Events with their publishing state', 'events-for-staff', true) },
    query: staffListQuery,
    handler: async ({ payload, user, query }) =>
      withTotal(await staffList(payload, user!, 'events', query)),
  }),
  route({
    method: 'GET',
    path: '/admin/sunday-services',
    access: 'admin',
    summary: `Every Sunday service, drafts included (array), newest first; ${STATE}; X-Total-Count gives the total`,
    responses: {
      200: listOf('Sunday services with their publishing state', 'sunday-services-for-staff', true),
    },
    query: staffListQuery,
    handler: async ({ payload, user, query }) =>
      withTotal(await staffList(payload, user!, 'sunday-services', query)),
  }),
  route({
    method: 'GET',
    path: '/admin/featured-content',
    access: 'admin',
    summary: `Every featured item, active or not, drafts included (array), last changed first; ${STATE}; X-Total-Count gives the total`,
    responses: {
      200: listOf('Featured content with its publishing state', 'featured-content-for-staff', true),
    },
    query: staffListQuery,
    handler: async ({ payload, user, query }) =>
      withTotal(await staffList(payload, user!, 'featured-content', query)),
  }),
]
