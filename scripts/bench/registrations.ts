/**
 * Issue 33's bench: sign-ups under `connections` concurrent clients against one event with a
 * capacity, then the count checked in the database (no oversell: the places taken equal the
 * people confirmed and never pass the capacity); and the event page against /icon.svg.
 * The crowd signs up through the staff route: the public one allows 30 sign-ups per address in
 * ten minutes, and the bench is one address. Both run the same claim (registerForEvent).
 */
import pg from 'pg'

import { logIn } from './bulk-events'
import { load } from './load'

const CAPACITY = 500

export const benchRegistrations = async (
  base: string,
  origin: string,
  databaseUrl: string,
  { connections, seconds }: { connections: number; seconds: number },
) => {
  const cookie = await logIn(base, origin)
  const headers = { 'content-type': 'application/json', origin, cookie }
  const created = await fetch(`${base}/api/admin/events`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'Bench retreat',
      date: '2031-06-01',
      startTime: '18:00',
      registration: { enabled: true, capacity: CAPACITY, waitlist: true, maxPeople: 4 },
    }),
  })
  if (!created.ok) throw new Error(`event failed: ${created.status} ${await created.text()}`)
  const answer = (await created.json()) as { doc?: { id: number }; id?: number }
  const doc = { id: (answer.doc?.id ?? answer.id)! }
  const path = `/api/admin/events/${doc.id}/registrations`
  let sent = 0
  const signUp = () => {
    sent += 1
    return JSON.stringify({
      name: `Bench person ${sent}`,
      email: `bench-${sent}@bench.shoreline.test`,
      people: 1 + (sent % 2),
    })
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const result = await load('POST registration (one event)', `${base}${path}`, {
      connections,
      seconds,
      post: { headers, bodyFor: signUp },
    })
    const [counts] = (
      await client.query(
        `SELECT
           (SELECT taken FROM event_registration_places WHERE event_id = $1) AS taken,
           COALESCE(SUM(people) FILTER (WHERE status = 'confirmed'), 0)::int AS confirmed,
           COALESCE(SUM(people) FILTER (WHERE status = 'waitlisted'), 0)::int AS waitlisted,
           count(*)::int AS registrations
         FROM event_registrations WHERE event_id = $1`,
        [doc.id],
      )
    ).rows
    const page = await load('GET event page', `${base}/events/${doc.id}`, { connections, seconds })
    const icon = await load('GET /icon.svg', `${base}/icon.svg`, { connections, seconds })
    return {
      signUps: result,
      capacity: CAPACITY,
      ...counts,
      oversold: counts.taken > CAPACITY || counts.taken !== counts.confirmed,
      eventPage: page,
      icon,
    }
  } finally {
    await client.query('DELETE FROM events WHERE id = $1', [doc.id])
    await client.end()
  }
}
