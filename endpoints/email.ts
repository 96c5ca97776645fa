import { inboxForms, type InboxForm } from '@/lib/forms/registry'
import { parseId } from '@/server/api/ids'
import { resendRecordEmails } from '@/server/email/resend-record-emails'
import { sendTestEmail } from '@/server/email/send-test-email'

import { message } from './responses'
import { route } from './types'

/** POST /api/admin/<collection>/:id/resend-email – a new round of a submission's emails. */
const resendRoute = ({ collection, singular, label }: InboxForm['inbox']) =>
  route({
    method: 'POST',
    path: `/admin/${collection}/:id/resend-email`,
    access: 'admin',
    summary: `Resend a ${singular}'s emails`,
    responses: { 200: message('Queued') },
    handler: ({ payload, user, params }) =>
      resendRecordEmails(payload, user, collection, parseId(params.id, label), label),
  })

/** Staff actions on email: resend a record's emails, and try the settings with a test email. */
export const emailRoutes = [
  ...inboxForms.map(({ inbox }) => resendRoute(inbox)),
  route({
    method: 'POST',
    path: '/admin/site-config/test-email',
    access: 'admin',
    summary:
      "Send a test email to contactEmailTo now with the saved settings; 400 names a missing setting, 502 gives the mail server's error",
    responses: { 200: message('Sent') },
    handler: ({ payload }) => sendTestEmail(payload),
  }),
]
