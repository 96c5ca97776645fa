import { withSpamFields } from '@/lib/schemas/spam-fields'
import { serverForms } from '@/server/forms/registry'
import type { ServerForm } from '@/server/forms/server-form'
import { looksLikeSpam, withoutSpamFields } from '@/server/forms/spam-check'
import { limitFormByEmail, limitFormByIp } from '@/server/rate-limit/form-limits'

import { route } from './types'

/**
 * POST /api<path> for one public form (src/server/forms/registry.ts). Spam (the honeypot filled
 * in, or sent too soon) gets the same success answer as a real submission but is neither stored
 * nor mailed, so a robot learns nothing. The body validates with the same schema the browser form
 * uses. Every post counts against its sender's address before the body is read; a valid one also
 * counts against its email address (docs/rate-limits.md).
 */
const formRoute = ({ declaration, summary, responses, body, submit }: ServerForm) =>
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
      if (looksLikeSpam(fields))
        return Response.json({ message: declaration.sentMessage }, { status: 201 })
      // A form whose email is optional (prayer) counts only the posts that give one.
      if (fields.email) await limitFormByEmail(payload, declaration.kind, fields.email)
      const answer = await submit(payload, withoutSpamFields(fields))
      return Response.json(answer.body, { status: answer.status })
    },
  })

/** The public forms' routes, one a form. */
export const formRoutes = serverForms.map(formRoute)
