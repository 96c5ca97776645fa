import type { Payload } from 'payload'

import { rowsOf, sql, sqlFor } from '@/server/db/sql'

/** `text` as a LIKE pattern that matches it literally (an address may hold "_"). */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/**
 * The outbox's jobs (Payload's payload_jobs, docs/email.md) whose stored input, error or log
 * quotes the address, in any case. A job names its record by id, so the address appears only
 * where a mail server's answer quoted it ("550 <ruth@…>: recipient rejected"); Payload's query
 * API cannot search JSON text, hence SQL.
 */
export const outboxJobIdsHolding = async (payload: Payload, email: string): Promise<number[]> => {
  const pattern = literalPattern(email.trim())
  const rows = await rowsOf<{ id: number }>(
    await sqlFor(payload),
    sql`SELECT DISTINCT job.id FROM payload_jobs job
          LEFT JOIN payload_jobs_log log ON log._parent_id = job.id
         WHERE job.input::text ILIKE ${pattern} OR job.error::text ILIKE ${pattern}
            OR log.input::text ILIKE ${pattern} OR log.output::text ILIKE ${pattern}
            OR log.error::text ILIKE ${pattern}`,
  )
  return rows.map(({ id }) => Number(id))
}
