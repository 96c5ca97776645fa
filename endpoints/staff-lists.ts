import { adminListQuerySchema } from '@/lib/schemas/admin-lists'
import { slugs } from '@/lib/slugs'
import { listForStaff } from '@/server/admin/list-for-staff'
import { withEmailDelivery } from '@/server/email/record-emails'

import { listOf } from './responses'
import { route } from './types'

const newestFirst = ['-createdAt', '-id']

/** The dashboard's reads of what visitors sent and of the staff-only collections. */
export const staffListRoutes = [
  route({
    method: 'GET',
    path: '/admin/newsletters',
    access: 'admin',
    summary: 'Newsletter subscribers, newest first; X-Total-Count gives the total',
    responses: { 200: listOf('Subscribers', 'newsletter-subscribers', true) },
    query: adminListQuerySchema,
    handler: ({ payload, user, query }) =>
      listForStaff(payload, user, slugs.newsletterSubscribers, { sort: newestFirst, ...query }),
  }),
  route({
    method: 'GET',
    path: '/admin/contact-messages',
    access: 'admin',
    summary:
      'Contact messages, newest first, each with its emailDelivery state; X-Total-Count gives the total',
    responses: { 200: listOf('Contact messages', 'contact-messages-for-staff', true) },
    query: adminListQuerySchema,
    handler: ({ payload, user, query }) =>
      listForStaff(
        payload,
        user,
        slugs.contactMessages,
        { sort: newestFirst, ...query },
        withEmailDelivery,
      ),
  }),
  route({
    method: 'GET',
    path: '/admin/visitor-requests',
    access: 'admin',
    summary:
      'Plan a Visit requests, newest first, each with its emailDelivery state; X-Total-Count gives the total',
    responses: { 200: listOf('Visit requests', 'visitor-requests-for-staff', true) },
    query: adminListQuerySchema,
    handler: ({ payload, user, query }) =>
      listForStaff(
        payload,
        user,
        slugs.visitorRequests,
        { sort: newestFirst, ...query },
        withEmailDelivery,
      ),
  }),
  route({
    method: 'GET',
    path: '/youtube-configs',
    access: 'admin',
    summary: 'YouTube channel configs; X-Total-Count gives the total',
    responses: { 200: listOf('Channel configs', 'youtube-configs', true) },
    query: adminListQuerySchema,
    handler: ({ payload, user, query }) =>
      listForStaff(payload, user, slugs.youtubeConfigs, { sort: newestFirst, ...query }),
  }),
]
