import type { Pool } from 'pg'
import type { Payload } from 'payload'
import { RateLimiterPostgres } from 'rate-limiter-flexible'

import { env } from '@/env'

import type { RateLimitRule } from './rules'

/** The table made by migrations/20261123_171500_rate_limits.ts. */
export const RATE_LIMIT_TABLE = 'rate_limits'

const limiters = new Map<string, RateLimiterPostgres>()

/**
 * One limiter per name, its counters in PostgreSQL through Payload's own pool, so every instance
 * of the site shares them and no second pool is opened. The table already exists (a migration
 * made it), so the library is told not to create it.
 */
export const limiterFor = (
  payload: Payload,
  name: string,
  rule: RateLimitRule,
): RateLimiterPostgres => {
  const key = `${name}:${rule.points}/${rule.seconds}`
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: (payload.db as unknown as { pool: Pool }).pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      keyPrefix: name,
      points: rule.points,
      duration: rule.seconds,
    })
    limiters.set(key, limiter)
  }
  return limiter
}

/** Every limit, read from the environment (src/env.ts validates the points/seconds pairs). */
export const configuredRules = () => ({
  formPerIp: env.RATE_LIMIT_FORM_PER_IP,
  formPerEmail: env.RATE_LIMIT_FORM_PER_EMAIL,
  loginPerIp: env.RATE_LIMIT_LOGIN_PER_IP,
  loginPerAccount: env.RATE_LIMIT_LOGIN_PER_ACCOUNT,
  resetPerIp: env.RATE_LIMIT_RESET_PER_IP,
  resetPerAccount: env.RATE_LIMIT_RESET_PER_ACCOUNT,
})
