import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from '@/server/api/database-unavailable'

/** Errors shaped as pg reports them: a SQLSTATE code and the server's message. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('isDatabaseUnavailable', () => {
  it('knows a database that is down, restarting or closed to connections', () => {
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true)
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED', 'connect ECONNREFUSED'))).toBe(true)
    const closed = pgError('55000', 'database "shoreline" is not currently accepting connections')
    expect(isDatabaseUnavailable(closed)).toBe(true)
    // As Drizzle and Payload wrap it.
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: closed }))).toBe(true)
  })

  it('leaves faults in a query to be what they are', () => {
    expect(isDatabaseUnavailable(pgError('55000', 'cannot refresh materialized view'))).toBe(false)
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key value'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
  })
})
