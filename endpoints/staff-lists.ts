import { adminListQuerySchema, inboxListQuerySchema } from '@/lib/schemas/admin-lists'
import { slugs } from '@/lib/slugs'
import { CONTACT_MESSAGE_STATUSES, VISITOR_REQUEST_STATUSES } from '@/lib/statuses'
import { listForStaff } from '@/server/admin/list-for-staff'
import { withEmailDelivery } from '@/server/email/record-emails'
import { distinctSermonValues } from '@/server/sermons/sermon-facets'
import { z } from 'zod'

import { json, listOf } from './responses'
import { route } from './types'

const newestFirst = ['-createdAt', '-id']

/** An inbox list's optional status filter as a where clause. */
const ofStatus = (status: string | undefined) =>
  status ? { status: { equals: status } } : undefined

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
      'Contact messages, newest first (?status= for one status), each with its emailDelivery state; X-Total-Count gives the total',
    responses: { 200: listOf('Contact messages', 'contact-messages-for-staff', true) },
    query: inboxListQuerySchema(CONTACT_MESSAGE_STATUSES),
    handler: ({ payload, user, query: { status, limit } }) =>
      listForStaff(
        payload,
        user,
        slugs.contactMessages,
        { sort: newestFirst, limit, where: ofStatus(status) },
        withEmailDelivery,
      ),
  }),
  route({
    method: 'GET',
    path: '/admin/visitor-requests',
    access: 'admin',
    summary:
      'Plan a Visit requests, newest first (?status= for one status), each with its emailDelivery state; X-Total-Count gives the total',
    responses: { 200: listOf('Visit requests', 'visitor-requests-for-staff', true) },
    query: inboxListQuerySchema(VISITOR_REQUEST_STATUSES),
    handler: ({ payload, user, query: { status, limit } }) =>
      listForStaff(
        payload,
        user,
        slugs.visitorRequests,
        { sort: newestFirst, limit, where: ofStatus(status) },
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
  // GET /api/admin/sermon-series – the sermon form's series picker
  route({
    method: 'GET',
    path: '/admin/sermon-series',
    access: 'admin',
    summary: 'Every series name sermons use, sorted: the sermon form picks from these',
    responses: { 200: json('Series names', z.array(z.string())) },
    handler: () => distinctSermonValues('series'),
  }),
]
