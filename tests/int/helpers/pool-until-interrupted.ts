/**
 * A stand-in for the Next server in tests/int/dev-interrupt.test.ts: a pool set up as the server
 * sets it up (logPoolErrors), one idle connection in it, and Next's way of stopping on SIGINT
 * (a moment of cleanup, so the database, which got the same Ctrl-C, goes away first).
 */
import pg from 'pg'

import { logPoolErrors } from '@/server/db/log-pool-errors'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })
logPoolErrors({
  db: { pool },
  logger: { warn: (_fields: unknown, message: string) => console.log(`warning: ${message}`) },
} as never)
process.on('SIGINT', () => {
  console.log('command stopping')
  setTimeout(() => process.exit(0), 1500)
})
await pool.query('SELECT 1')
console.log('command running')
setInterval(() => {}, 1000)
