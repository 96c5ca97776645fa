import type { TaskConfig } from 'payload'

import { slugs } from '@/lib/slugs'
import { leaderMailboxes } from '@/server/groups/leader-mailboxes'

import { staffMailbox } from './compose'
import { claimVisitorMail, releaseVisitorMail } from './daily-visitor-mail'
import { joinRequestConfirmation, joinRequestNotice } from './join-request-emails'
import { EMAIL_RETRIES } from './retries'
import { sendOnce } from './send-once'
import { readSiteConfig, sendWithSiteConfig, toMailOptions } from './site-transport'

export const JOIN_REQUEST_TASK = 'sendJoinRequestEmail'

/** Who one job writes to: one of the group's leaders (by their place in the list), the office, the visitor. */
export const JOIN_REQUEST_RECIPIENTS = ['leader', 'office', 'visitor'] as const
export type JoinRequestRecipient = (typeof JOIN_REQUEST_RECIPIENTS)[number]

type Result = 'sent' | 'skipped' | 'gone' | 'already-confirmed' | 'already-sent'

/**
 * One email of a request to join (docs/groups.md): a job per recipient, queued in the request's
 * own transaction, so a failure at one leader's server retries that email alone and nobody gets
 * a copy twice. Addresses are read at send time and never stored in the job.
 */
export const joinRequestTask: TaskConfig<{
  input: { requestId: number; to: JoinRequestRecipient; leader?: number | null }
  output: { result: Result }
}> = {
  slug: JOIN_REQUEST_TASK,
  label: 'Email a request to join a group to a leader, the office or the visitor',
  retries: EMAIL_RETRIES,
  inputSchema: [
    { name: 'requestId', type: 'number', required: true },
    { name: 'to', type: 'select', required: true, options: [...JOIN_REQUEST_RECIPIENTS] },
    { name: 'leader', type: 'number' },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ input, req: { payload } }) => {
    const request = await payload.findByID({
      collection: slugs.groupJoinRequests,
      id: input.requestId,
      depth: 1,
      disableErrors: true,
      overrideAccess: true,
    })
    // Deleted (or its group deleted) before the queue got to it: nothing to send.
    if (!request || typeof request.group !== 'object') return { output: { result: 'gone' } }
    const group = request.group
    const config = await readSiteConfig(payload)
    const send = async (outgoing: ReturnType<typeof joinRequestNotice>) =>
      (await sendWithSiteConfig(payload, toMailOptions(outgoing), config)).status
    // A notice goes once per request and recipient, even when two runners take the same job.
    const notify = (recipient: string, outgoing: ReturnType<typeof joinRequestNotice>) =>
      sendOnce(payload, `join-request:${request.id}:${recipient}`, () => send(outgoing))

    if (input.to === 'leader') {
      const to = (await leaderMailboxes(payload, group))[input.leader ?? 0]
      if (!to) return { output: { result: 'gone' } }
      const notice = joinRequestNotice(request, group, to)
      return { output: { result: await notify(`leader-${input.leader ?? 0}`, notice) } }
    }
    if (input.to === 'office') {
      return {
        output: {
          result: await notify('office', joinRequestNotice(request, group, staffMailbox(config))),
        },
      }
    }
    // The visitor's confirmation, like every email to a visitor, goes at most once a day.
    if (!(await claimVisitorMail(payload, request.email))) {
      return { output: { result: 'already-confirmed' } }
    }
    try {
      return { output: { result: await send(joinRequestConfirmation(request, group, config)) } }
    } catch (error) {
      await releaseVisitorMail(payload, request.email)
      throw error
    }
  },
}
