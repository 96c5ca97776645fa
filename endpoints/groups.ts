import { JOIN_REQUEST_STATUSES } from '@/lib/groups/group-options'
import { statusBodySchema } from '@/lib/schemas/admin-writes'
import { adminListQuerySchema } from '@/lib/schemas/admin-lists'
import { joinRequestListQuerySchema, leaderAccountListSchema } from '@/lib/schemas/groups'
import { slugs } from '@/lib/slugs'
import { listForStaff } from '@/server/admin/list-for-staff'
import { updateForStaff } from '@/server/admin/write-for-staff'
import { parseId } from '@/server/api/ids'
import { listGroupsForStaff } from '@/server/groups/groups-for-staff'
import { leaderAccounts } from '@/server/groups/leader-accounts'

import { doc, json, listOf } from './responses'
import { route } from './types'

const LABEL = 'Join request'

/**
 * Staff's side of groups (docs/groups.md): the Groups tab's list and the accounts it offers as
 * leaders; a group's requests to join, newest first
 * (flagged ones stay in the list, marked spam), and moving one through new, contacted, joined
 * and declined. The groups themselves are written through /api/admin/groups
 * (endpoints/admin-content.ts).
 */
export const groupRoutes = [
  route({
    method: 'GET',
    path: '/admin/groups',
    access: 'admin',
    summary:
      'Every group (open, full and closed) by name, with leaders and how many new requests to join each has; X-Total-Count gives the total',
    responses: { 200: listOf('Groups', 'groups-for-staff', true) },
    query: adminListQuerySchema,
    handler: ({ payload, user, query: { limit } }) => listGroupsForStaff(payload, user, limit),
  }),
  route({
    method: 'GET',
    path: '/admin/leader-accounts',
    access: 'admin',
    summary: "The accounts staff may pick as a group's leader: id, name and email only",
    responses: { 200: json('Accounts', leaderAccountListSchema) },
    handler: ({ payload }) => leaderAccounts(payload),
  }),
  route({
    method: 'GET',
    path: '/admin/groups/:id/join-requests',
    access: 'admin',
    summary:
      "A group's requests to join, newest first; ?status= filters; X-Total-Count gives the total",
    responses: { 200: listOf('Join requests', slugs.groupJoinRequests, true) },
    query: joinRequestListQuerySchema,
    handler: ({ payload, user, params, query: { status, limit } }) =>
      listForStaff(payload, user, slugs.groupJoinRequests, {
        sort: ['-createdAt', '-id'],
        limit,
        where: {
          and: [
            { group: { equals: parseId(params.id, 'Group') } },
            ...(status ? [{ status: { equals: status } }] : []),
          ],
        },
      }),
  }),
  route({
    method: 'PUT',
    path: '/admin/group-join-requests/:id',
    access: 'admin',
    summary: 'Mark a request to join contacted, joined or declined, or set it back to new',
    responses: { 200: doc('The join request', slugs.groupJoinRequests) },
    body: statusBodySchema(JOIN_REQUEST_STATUSES),
    handler: ({ payload, user, params, body }) =>
      updateForStaff(
        { payload, user },
        slugs.groupJoinRequests,
        parseId(params.id, LABEL),
        body,
        LABEL,
      ),
  }),
]
