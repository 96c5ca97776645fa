/**
 * Times the dashboard's bulk event tools against the running bench server: importing 1,000
 * pasted events (one POST, one transaction) and exporting them (the list call and the file's
 * text, as the Export button does). The imported rows are removed afterwards.
 */
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { eventsToTsv, parseEventTsv } from '../../src/lib/bulk/event-tsv'

const ROWS = 1_000
const PREFIX = 'Bench import'

/** The seeded admin's session cookie, for the dashboard's routes. */
export const logIn = async (base: string, origin: string) => {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      email: 'admin@shoreline.test',
      password: process.env.SEED_ADMIN_PASSWORD ?? 'shoreline-admin',
    }),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

const pastedText = () =>
  Array.from({ length: ROWS }, (_, index) =>
    [
      `${PREFIX} ${index + 1}`,
      'A gathering on the beach.\\nBring a chair.',
      `2031-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
      '18:00',
      '19:30',
      'Main Beach',
      '',
      'https://example.org/event',
      'Details',
      '',
    ].join('\t'),
  ).join('\n')

export const timeBulkEvents = async (base: string, origin: string, databaseUrl: string) => {
  const cookie = await logIn(base, origin)
  const importStart = performance.now()
  const rows = parseEventTsv(pastedText())
  const imported = await fetch(`${base}/api/admin/events/bulk-import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ data: rows }),
  })
  if (!imported.ok) throw new Error(`import failed: ${imported.status} ${await imported.text()}`)
  const importMs = performance.now() - importStart

  const exportStart = performance.now()
  const listed = await fetch(`${base}/api/events?limit=1000`, { headers: { cookie } })
  const text = eventsToTsv((await listed.json()) as Record<string, string>[])
  const exportMs = performance.now() - exportStart

  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query('DELETE FROM events WHERE title LIKE $1', [`${PREFIX} %`])
  await client.end()
  return {
    'import 1,000 events (ms)': Math.round(importMs),
    'export 1,000 events (ms)': Math.round(exportMs),
    'export file (KiB)': Math.round(Buffer.byteLength(text) / 1024),
  }
}
