import { withSpamFields } from '@/lib/schemas/spam-fields'
import { serverForms } from '@/server/forms/registry'
import type { ServerForm } from '@/server/forms/server-form'
import { spamReason, withoutSpamFields } from '@/server/forms/spam-check'
import { limitFormByEmail, limitFormByIp } from '@/server/rate-limit/form-limits'

import { route } from './types'

/**
 * POST /api<path> for one public form (src/server/forms/registry.ts). A post the spam checks flag
 * (the honeypot filled in, or sent too soon) gets the same answer as a real submission and is
 * kept in the inbox's Spam view without any email, so a robot learns nothing and a person whose
 * post was misjudged is not lost (docs/privacy.md#spam). The body validates with the same schema the browser form
 * uses. Every post counts against its sender's address before the body is read; a valid one also
 * counts against its email address (docs/rate-limits.md).
 */
const formRoute = ({ declaration, summary, responses, body, submit, submitFlagged }: ServerForm) =>
  route({
    method: 'POST',
    path: declaration.path,
    access: 'public',
    summary,
    responses,
    body: withSpamFields(body),
    guard: ({ payload, request }) => limitFormByIp(payload, declaration.kind, request),
    handler: async ({ payload, body: sent }) => {
      const fields = sent as { email?: string; website?: string; fillMs?: number }
      // A form whose email is optional (prayer) counts only the posts that give one.
      if (fields.email) await limitFormByEmail(payload, declaration.kind, fields.email)
      const flagged = submitFlagged ? spamReason(fields) : null
      const answer =
        submitFlagged && flagged
          ? await submitFlagged(payload, withoutSpamFields(fields), flagged)
          : await submit(payload, withoutSpamFields(fields))
      return Response.json(answer.body, { status: answer.status })
    },
  })

/** The public forms' routes, one a form. */
export const formRoutes = serverForms.map(formRoute)
