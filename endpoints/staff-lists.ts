import type { Where } from 'payload'

import { inboxForms, type InboxForm } from '@/lib/forms/registry'
import { adminListQuerySchema, inboxListQuerySchema } from '@/lib/schemas/admin-lists'
import { slugs } from '@/lib/slugs'
import { listForStaff } from '@/server/admin/list-for-staff'
import { withEmailDelivery } from '@/server/email/record-emails'
import { distinctSermonValues } from '@/server/sermons/sermon-facets'
import { z } from 'zod'

import { json, listOf } from './responses'
import { route } from './types'

const newestFirst = ['-createdAt', '-id']

/** The inbox (flagged posts left out; rows from before the flag have none) or its Spam view. */
const ofView = (spam: boolean): Where =>
  spam
    ? { spam: { equals: true } }
    : { or: [{ spam: { equals: false } }, { spam: { exists: false } }] }

/** An inbox list's view and optional status filter as a where clause. */
const ofStatus = (status: string | undefined, spam: boolean): Where =>
  status ? { and: [ofView(spam), { status: { equals: status } }] } : ofView(spam)

/** GET /api/admin/<collection>: an inbox form's submissions, for the dashboard's Messages tab. */
const inboxListRoute = ({ collection, statuses, title, listed }: InboxForm['inbox']) =>
  route({
    method: 'GET',
    path: `/admin/${collection}`,
    access: 'admin',
    summary: `${title}, newest first (?status= for one status, ?spam=true for the Spam view), each with its emailDelivery state; X-Total-Count gives the total`,
    responses: { 200: listOf(listed, `${collection}-for-staff`, true) },
    query: inboxListQuerySchema(statuses),
    handler: ({ payload, user, query: { status, limit, spam } }) =>
      listForStaff(
        payload,
        user,
        collection,
        { sort: newestFirst, limit, where: ofStatus(status, spam === 'true') },
        withEmailDelivery,
      ),
  })

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
  ...inboxForms.map(({ inbox }) => inboxListRoute(inbox)),
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
    handler: () => distinctSermonValues('series', 'staff'),
  }),
]
