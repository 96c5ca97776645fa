import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach } from 'vitest'

import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { todayIn } from '@/lib/time/today'
import { rowsOf, sql, sqlFor } from '@/server/db/sql'

import type { Event, EventRegistration } from '../../../payload-types'
import { callApi } from './api'
import { keepSiteConfig, runEmailQueue, setSiteConfig, smtpSettings } from './email'
import { TestMailServer } from './smtp'

/** A date some days ahead in the site's zone, so every occurrence is open. */
export const inDays = (days: number) => {
  const date = new Date(`${todayIn(env.TIME_ZONE)}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Runs the email queue until nothing due is left (a crowd queues hundreds of emails). */
export const drainEmailQueue = async (payload: Payload) => {
  for (let round = 0; round < 20; round += 1) {
    const { noJobsRemaining } = await runEmailQueue(payload)
    if (noJobsRemaining) return
  }
}

/**
 * Events taking registrations for one test file, named by its run so mail and rows are its own;
 * `removeAll` deletes them, their registrations and places with them (ON DELETE CASCADE).
 */
export const registrationFixtures = (run: string) => {
  const events: number[] = []
  const address = (name: string) => `${name}-${run}@test.shoreline.test`

  const makeEvent = async (
    payload: Payload,
    registration: Partial<NonNullable<Event['registration']>>,
  ) => {
    const event = await payload.create({
      collection: slugs.events,
      data: {
        title: `Retreat ${run}`,
        date: inDays(30),
        startTime: '18:00',
        registration: { enabled: true, waitlist: true, maxPeople: 10, ...registration },
      },
      depth: 0,
    })
    events.push(event.id)
    return event
  }

  const register = (eventId: number, name: string, extra: Record<string, unknown> = {}) =>
    callApi('POST', `/events/${eventId}/registrations`, {
      body: { name, email: address(name), people: 1, ...extra },
    })

  const registrationsOf = async (payload: Payload, eventId: number) =>
    (
      await payload.find({
        collection: slugs.eventRegistrations,
        where: { event: { equals: eventId } },
        pagination: false,
        sort: ['createdAt', 'id'],
        depth: 0,
      })
    ).docs

  const placesTakenOf = async (payload: Payload, eventId: number) => {
    const rows = await rowsOf<{ taken: number }>(
      await sqlFor(payload),
      sql`SELECT taken FROM event_registration_places WHERE event_id = ${eventId}`,
    )
    return rows[0]?.taken ?? 0
  }

  const removeAll = async (payload: Payload) => {
    for (const id of events) await payload.delete({ collection: slugs.events, id })
  }

  return { address, makeEvent, register, registrationsOf, placesTakenOf, removeAll }
}

export const peopleWith = (rows: EventRegistration[], status: EventRegistration['status']) =>
  rows.filter((row) => row.status === status).reduce((sum, row) => sum + row.people, 0)

/**
 * A mail server the site sends through during one test file, emptied before each test; the
 * site's mail settings are put back afterwards. Call it after the hook that sets up Payload.
 */
export const useTestMail = (payloadOf: () => Payload) => {
  const mail = new TestMailServer()
  let restoreSiteConfig: () => Promise<unknown> = async () => {}
  beforeAll(async () => {
    restoreSiteConfig = await keepSiteConfig(payloadOf())
    await mail.start()
    await drainEmailQueue(payloadOf())
  })
  beforeEach(async () => {
    await setSiteConfig(payloadOf(), smtpSettings(mail.port))
    mail.clear()
  })
  afterAll(async () => {
    await mail.stop()
    await restoreSiteConfig()
  })
  return mail
}
