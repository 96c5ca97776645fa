import type { Payload } from 'payload'

import {
  GROUP_CLOSED,
  GROUP_FULL,
  GROUP_NOT_FOUND,
  JOIN_SENT_MESSAGE,
} from '@/lib/groups/group-options'
import type { JoinRequestBody } from '@/lib/schemas/group-join-requests'
import type { SpamReason } from '@/lib/spam-reasons'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { ApiError, notFound } from '@/server/api/errors'
import { JOIN_REQUEST_TASK, type JoinRequestRecipient } from '@/server/email/join-request-task'
import { EMAIL_QUEUE } from '@/server/email/record-emails'
import type { FormAnswer } from '@/server/forms/server-form'

import { leaderMailboxes } from './leader-mailboxes'

/**
 * Stores a request to join a group with status new and queues, in the same transaction, one email
 * to each of the group's leaders, one to the office and the visitor's confirmation
 * (docs/groups.md). A full or closed group refuses (409) and stores nothing. A post the spam
 * checks flagged is kept for staff, marked spam, and sends nothing. The answer is the same either
 * way, and carries no id: the visitor has nothing to look up.
 */
export const submitJoinRequest = async (
  payload: Payload,
  { group: groupSlug, ...visitor }: JoinRequestBody,
  flagged: SpamReason | null = null,
): Promise<FormAnswer> => {
  await inTransaction(payload, null, async (req) => {
    const {
      docs: [group],
    } = await payload.find({
      collection: slugs.groups,
      where: { slug: { equals: groupSlug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (!group) throw notFound(GROUP_NOT_FOUND)
    if (group.status === 'full') throw new ApiError(409, GROUP_FULL)
    if (group.status === 'closed') throw new ApiError(409, GROUP_CLOSED)
    const created = await payload.create({
      collection: slugs.groupJoinRequests,
      data: {
        group: group.id,
        name: visitor.name,
        email: visitor.email,
        phone: visitor.phone || null,
        message: visitor.message || null,
        status: 'new',
        ...(flagged ? { spam: true, spamReason: flagged } : {}),
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    if (flagged) return
    const leaders = await leaderMailboxes(payload, group)
    const jobs: { to: JoinRequestRecipient; leader?: number }[] = [
      ...leaders.map((_, leader) => ({ to: 'leader' as const, leader })),
      { to: 'office' },
      { to: 'visitor' },
    ]
    for (const job of jobs) {
      await payload.jobs.queue({
        task: JOIN_REQUEST_TASK,
        queue: EMAIL_QUEUE,
        input: { requestId: created.id, ...job },
        req,
      })
    }
  })
  return { status: 201, body: { message: JOIN_SENT_MESSAGE } }
}
