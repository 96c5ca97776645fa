import { z } from 'zod'

import { PRAYER_STATUSES } from '@/lib/prayer/prayer-options'
import { statusBodySchema } from '@/lib/schemas/admin-writes'
import { prayerListQuerySchema, prayerWallBodySchema } from '@/lib/schemas/prayer-staff'
import { slugs } from '@/lib/slugs'
import { listForStaff } from '@/server/admin/list-for-staff'
import { updateForStaff } from '@/server/admin/write-for-staff'
import { parseId } from '@/server/api/ids'
import { prayFor } from '@/server/prayer/pray-for'
import { limitPrayedByIp } from '@/server/prayer/prayed-limit'
import { setOnWall } from '@/server/prayer/set-on-wall'
import { newVisitorId, visitorCookie, visitorIdOf } from '@/server/prayer/visitor-id'

import { doc, json, listOf } from './responses'
import { route } from './types'

const LABEL = 'Prayer request'

/**
 * Prayer requests (docs/prayer.md). The prayer inbox's routes are for staff and the prayer team
 * (access 'prayer'); each reads and writes with the caller's own access, so the collection decides
 * which requests they reach and a pastoral-only one is a 404 to the team. Approving for the wall is
 * staff's alone, under /api/admin. "I prayed" is public.
 */
export const prayerRoutes = [
  route({
    method: 'GET',
    path: '/prayer-team/requests',
    access: 'prayer',
    summary:
      'Prayer requests the caller may read (staff: all; prayer team: shared with the team or the wall), newest first; ?status= and ?visibility= filter; X-Total-Count gives the total',
    responses: { 200: listOf('Prayer requests', slugs.prayerRequests, true) },
    query: prayerListQuerySchema,
    handler: ({ payload, user, query: { status, visibility, limit } }) =>
      listForStaff(payload, user, slugs.prayerRequests, {
        sort: ['-createdAt', '-id'],
        limit,
        where: {
          and: [
            ...(status ? [{ status: { equals: status } }] : []),
            ...(visibility ? [{ visibility: { equals: visibility } }] : []),
          ],
        },
      }),
  }),
  route({
    method: 'PUT',
    path: '/prayer-team/requests/:id',
    access: 'prayer',
    summary: 'Mark a prayer request prayed for, archive it, or set it back to new',
    responses: { 200: doc('The prayer request', slugs.prayerRequests) },
    body: statusBodySchema(PRAYER_STATUSES),
    handler: ({ payload, user, params, body }) =>
      updateForStaff(
        { payload, user },
        slugs.prayerRequests,
        parseId(params.id, LABEL),
        body,
        LABEL,
      ),
  }),
  route({
    method: 'PUT',
    path: '/admin/prayer-requests/:id/wall',
    access: 'admin',
    summary:
      'Approve a request shared with the wall so it shows on /prayer (onWall: true), or withdraw it (false)',
    responses: { 200: doc('The prayer request', slugs.prayerRequests) },
    body: prayerWallBodySchema,
    handler: ({ payload, user, params, body }) =>
      setOnWall({ payload, user }, parseId(params.id, LABEL), body.onWall),
  }),
  route({
    method: 'POST',
    path: '/prayer-wall/:id/prayed',
    access: 'public',
    summary:
      '"I prayed" for a request on the prayer wall: counted once per visitor (a cookie), no account; pressing again counts nothing',
    responses: {
      200: json(
        'The count, and whether this press counted',
        z.object({ prayedCount: z.number().int(), counted: z.boolean() }),
      ),
    },
    guard: ({ payload, request }) => limitPrayedByIp(payload, request),
    handler: async ({ payload, request, params }) => {
      const known = visitorIdOf(request)
      const visitor = known ?? newVisitorId()
      const answer = await prayFor(payload, parseId(params.id, LABEL), visitor)
      return Response.json(answer, {
        headers: known ? {} : { 'Set-Cookie': visitorCookie(visitor) },
      })
    },
  }),
]
