import { subDays, subMonths } from 'date-fns'
import type { Payload, PayloadRequest, Where } from 'payload'

import { countOf } from '@/lib/format-count'
import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'
import { EMAIL_QUEUE } from '@/server/email/record-emails'

import { personalDataSources } from './personal-data-sources'
import { readPrivacySettings } from './read-privacy-settings'

export type RetentionRun =
  { ran: false } | { ran: true; removed: number; anonymised: number; summary: string }

const registrationSource = personalDataSources.find(
  ({ collection }) => collection === slugs.eventRegistrations,
)!

/**
 * Claims today's run on the settings' one row: of two instances whose daily jobs start together,
 * the UPDATE of one waits for the other's transaction and then matches nothing. A run that fails
 * rolls its claim back with everything else, so the job's retry runs it again.
 */
const claimDay = async (payload: Payload, req: PayloadRequest, day: string) =>
  (
    await rowsOf<{ id: number }>(
      await sqlFor(payload, req),
      sql`UPDATE privacy_settings SET retention_run_day = ${day}
           WHERE retention_run_day IS DISTINCT FROM ${day} RETURNING id`,
    )
  ).length > 0

/**
 * The daily retention run (docs/privacy.md#retention): deletes the messages, visit requests,
 * prayer requests, requests to join a group and undelivered outbox jobs older than their setting, and anonymises the
 * registrations of events that ended longer ago than theirs (the roster's counts stay). Once a
 * day across every instance; what it did is written on the settings for staff to read.
 */
export const applyRetention = (payload: Payload, now: Date = new Date()) =>
  inTransaction(payload, null, async (req): Promise<RetentionRun> => {
    if (!(await claimDay(payload, req, now.toISOString().slice(0, 10)))) return { ran: false }
    const settings = await readPrivacySettings(payload)
    const before = (months: number) => subMonths(now, months).toISOString()
    const lines: string[] = []
    let removed = 0
    const deleteOlder = async (
      label: string,
      collection: Parameters<Payload['delete']>[0]['collection'],
      where: Where,
    ) => {
      const { docs } = await payload.delete({
        collection,
        where,
        depth: 0,
        overrideAccess: true,
        req,
      })
      removed += docs.length
      if (docs.length) lines.push(`${label}: ${countOf(docs.length, 'row')} deleted`)
    }

    await deleteOlder('Contact messages', slugs.contactMessages, {
      createdAt: { less_than: before(settings.contactMessagesMonths) },
    })
    await deleteOlder('Plan a Visit requests', slugs.visitorRequests, {
      createdAt: { less_than: before(settings.visitorRequestsMonths) },
    })
    await deleteOlder('Prayer requests', slugs.prayerRequests, {
      createdAt: { less_than: before(settings.prayerRequestsMonths) },
    })
    await deleteOlder('Requests to join a group', slugs.groupJoinRequests, {
      createdAt: { less_than: before(settings.groupJoinRequestsMonths) },
    })
    // Only what the outbox gave up on stays in it (sent jobs are deleted at once, docs/email.md).
    await deleteOlder('Emails that could not be delivered', 'payload-jobs', {
      and: [
        { queue: { equals: EMAIL_QUEUE } },
        { hasError: { equals: true } },
        { createdAt: { less_than: subDays(now, settings.outboxDays).toISOString() } },
      ],
    })

    // An occurrence is its date (YYYY-MM-DD), which sorts as text does.
    const endedBefore = before(settings.registrationsMonths).slice(0, 10)
    const { docs: ended } = await payload.find({
      collection: slugs.eventRegistrations,
      where: {
        and: [
          { occurrence: { less_than: endedBefore } },
          { email: { not_like: '@erased.invalid' } },
        ],
      },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    for (const { id } of ended) {
      await payload.update({
        collection: slugs.eventRegistrations,
        id,
        data: registrationSource.anonymised!(id),
        depth: 0,
        overrideAccess: true,
        req,
      })
    }
    if (ended.length) lines.push(`Event registrations: ${countOf(ended.length, 'row')} anonymised`)

    const summary = lines.length ? lines.join('\n') : 'Nothing was older than its setting'
    await payload.updateGlobal({
      slug: slugs.privacySettings,
      data: { retentionLastRunAt: now.toISOString(), retentionLastResult: summary },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { ran: true, removed, anonymised: ended.length, summary }
  })
