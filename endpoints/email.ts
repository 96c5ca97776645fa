import { slugs } from '@/lib/slugs'
import { parseId } from '@/server/api/ids'
import { resendRecordEmails } from '@/server/email/resend-record-emails'
import { sendTestEmail } from '@/server/email/send-test-email'

import { message } from './responses'
import { route } from './types'

/** Staff actions on email: resend a record's emails, and try the settings with a test email. */
export const emailRoutes = [
  route({
    method: 'POST',
    path: '/admin/contact-messages/:id/resend-email',
    access: 'admin',
    summary: "Resend a contact message's emails",
    responses: { 200: message('Queued') },
    handler: ({ payload, user, params }) =>
      resendRecordEmails(
        payload,
        user,
        slugs.contactMessages,
        parseId(params.id, 'Message'),
        'Message',
      ),
  }),
  route({
    method: 'POST',
    path: '/admin/visitor-requests/:id/resend-email',
    access: 'admin',
    summary: "Resend a visit request's emails",
    responses: { 200: message('Queued') },
    handler: ({ payload, user, params }) =>
      resendRecordEmails(
        payload,
        user,
        slugs.visitorRequests,
        parseId(params.id, 'Visit request'),
        'Visit request',
      ),
  }),
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
