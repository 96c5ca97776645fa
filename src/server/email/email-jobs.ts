import type { JobsConfig } from 'payload'

import { isStaff } from '@/lib/roles'

import { PRIVACY_QUEUE, expireUnconfirmedTask } from '@/server/newsletter/expire-unconfirmed-task'

import { purgeSpamTask } from '@/server/forms/purge-spam-task'
import { retentionTask } from '@/server/privacy/retention-task'

import { newsletterConfirmationTask } from './newsletter-confirmation-task'
import {
  MAINTENANCE_QUEUE,
  cleanAbandonedUploadsTask,
} from '@/server/sermon-files/clean-abandoned-uploads'

import { newsletterWelcomeTask } from './newsletter-welcome-task'
import { joinRequestTask } from './join-request-task'
import { EMAIL_QUEUE } from './record-emails'
import { releaseStuckJobsBeforeRun } from './release-before-each-run'
import { sendRecordEmailsTask } from './send-record-emails-task'
import { urgentPrayerTask } from './urgent-prayer-task'
import { sendRegistrationEmailTask } from '../registrations/send-registration-email-task'
import { purgeTrashTask } from '../trash/purge-trash-task'
import {
  PUBLISHING_CRON,
  PUBLISHING_QUEUE,
  publishOnScheduleTask,
} from '../publishing/publish-on-schedule-task'

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
  tasks: [
    sendRecordEmailsTask,
    newsletterConfirmationTask,
    newsletterWelcomeTask,
    expireUnconfirmedTask,
    purgeSpamTask,
    retentionTask,
    urgentPrayerTask,
    cleanAbandonedUploadsTask,
    sendRegistrationEmailTask,
    joinRequestTask,
    purgeTrashTask,
    publishOnScheduleTask,
  ],
  autoRun: [
    { cron: EMAIL_QUEUE_CRON, queue: EMAIL_QUEUE, limit: 10 },
    // The daily privacy work is scheduled by its tasks (schedule); this polls for it each minute.
    { cron: '0 * * * * *', queue: PRIVACY_QUEUE, limit: 5 },
    // Upkeep (abandoned uploads, docs/uploads.md; the trash, docs/trash.md): scheduled hourly,
    // run within the minute.
    { cron: '0 * * * * *', queue: MAINTENANCE_QUEUE, limit: 5 },
    // Scheduled publishing (docs/publishing.md): scheduled every ten seconds, run as often.
    // Silent: a run every ten seconds would otherwise log "Running 1 jobs." each time.
    { cron: PUBLISHING_CRON, queue: PUBLISHING_QUEUE, limit: 1, silent: true },
  ],
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
