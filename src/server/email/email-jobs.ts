import type { JobsConfig } from 'payload'

import { isStaff } from '@/lib/roles'

import { newsletterWelcomeTask } from './newsletter-welcome-task'
import { EMAIL_QUEUE } from './record-emails'
import { releaseStuckJobsBeforeRun } from './release-before-each-run'
import { sendRecordEmailsTask } from './send-record-emails-task'
import { sendRegistrationEmailTask } from '../registrations/send-registration-email-task'

/**
 * How often the server looks for queued email. Every second: a queued email leaves within about a
 * second, and an empty poll is one indexed UPDATE on payload_jobs.
 */
export const EMAIL_QUEUE_CRON = '* * * * * *'

/**
 * Payload's jobs queue, for email. The cron runs only in a process that starts Payload with
 * getPayload({ config, cron: true }), which src/instrumentation.ts does for the server; tests and
 * scripts run the queue explicitly, if at all.
 */
export const emailJobs = {
  tasks: [sendRecordEmailsTask, newsletterWelcomeTask, sendRegistrationEmailTask],
  autoRun: [{ cron: EMAIL_QUEUE_CRON, queue: EMAIL_QUEUE, limit: 10 }],
  // Before each run: jobs a crash left "processing" go back to the queue (docs/email.md).
  shouldAutoRun: releaseStuckJobsBeforeRun,
  // The record keeps the delivery state; a finished job row has nothing more to say.
  deleteJobOnComplete: true,
  // Payload's REST endpoints for jobs (/cms-api/payload-jobs/run) are for staff only.
  access: {
    run: ({ req }) => isStaff(req.user),
    queue: ({ req }) => isStaff(req.user),
    cancel: ({ req }) => isStaff(req.user),
  },
} satisfies JobsConfig
