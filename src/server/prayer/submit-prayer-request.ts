import type { Payload } from 'payload'

import { PRAYER_SENT_MESSAGE } from '@/lib/prayer/prayer-options'
import { prayerNameProblem, type PrayerRequestBody } from '@/lib/schemas/prayer-requests'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { badRequest } from '@/server/api/errors'
import { EMAIL_QUEUE } from '@/server/email/record-emails'
import { URGENT_PRAYER_TASK } from '@/server/email/urgent-prayer-task'
import type { FormAnswer } from '@/server/forms/server-form'

/**
 * Stores a prayer request with status new and, when it is urgent, queues the pastoral email in
 * the same transaction (docs/prayer.md). Visitors have no account, so this writes with the Local
 * API's own authority. An anonymous request keeps no name. The answer carries no id: the visitor
 * has nothing to look up.
 */
export const submitPrayerRequest = async (
  payload: Payload,
  body: PrayerRequestBody,
  { flagged = false }: { flagged?: boolean } = {},
): Promise<FormAnswer> => {
  const nameProblem = prayerNameProblem(body)
  if (nameProblem) throw badRequest(nameProblem, { name: nameProblem })
  const anonymous = body.anonymous === true
  await inTransaction(payload, null, async (req) => {
    const created = await payload.create({
      collection: slugs.prayerRequests,
      data: {
        anonymous,
        name: anonymous ? null : body.name,
        email: body.email || null,
        request: body.request,
        visibility: body.visibility,
        urgent: body.urgent === true,
        status: 'new',
      },
      depth: 0,
      overrideAccess: true,
      req,
    })
    // A post the spam checks flagged is kept for staff to see, but sends nothing (docs/prayer.md).
    if (created.urgent && !flagged) {
      await payload.jobs.queue({
        task: URGENT_PRAYER_TASK,
        queue: EMAIL_QUEUE,
        input: { requestId: created.id },
        req,
      })
    }
  })
  return { status: 201, body: { message: PRAYER_SENT_MESSAGE } }
}
