import { message } from '@endpoints/responses'
import { publicForm } from '@/lib/forms/registry'
import { prayerRequestBodySchema, type PrayerRequestBody } from '@/lib/schemas/prayer-requests'
import { slugs } from '@/lib/slugs'
import { URGENT_PRAYER_TASK } from '@/server/email/urgent-prayer-task'
import { submitPrayerRequest } from '@/server/prayer/submit-prayer-request'

import { defineForm } from '../server-form'

/**
 * A prayer request. Not a Messages-tab inbox: requests have a role-restricted inbox of their own
 * (docs/prayer.md), and the only email is the urgent one to the pastoral staff.
 */
export const prayerForm = defineForm({
  declaration: publicForm('prayer'),
  stores: slugs.prayerRequests,
  summary:
    'Send a prayer request (anonymous, or with a name); who may see it is pastoral, team or wall, and an urgent one emails the pastoral staff at once',
  responses: { 201: message('Received') },
  body: prayerRequestBodySchema,
  emailTask: URGENT_PRAYER_TASK,
  submit: (payload, body) => submitPrayerRequest(payload, body),
  submitFlagged: (payload, body) =>
    submitPrayerRequest(payload, body as PrayerRequestBody, { flagged: true }),
})
