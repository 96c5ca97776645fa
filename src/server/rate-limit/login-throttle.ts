import type { Payload } from 'payload'

import { isApiError } from '@/server/api/errors'

import { clientIp } from './client-ip'
import { emailKey } from './keys'
import { configuredRules, limiterFor } from './limiters'
import { consumeOrRefuse, refuseIfSpent } from './refuse'

const WHAT = 'failed sign-in attempts'

const limiters = (payload: Payload) => {
  const rules = configuredRules()
  return {
    ip: limiterFor(payload, 'login-fail-ip', rules.loginPerIp),
    account: limiterFor(payload, 'login-fail-account-ip', rules.loginPerAccount),
  }
}

/**
 * One account's failures from one address. Counted across addresses, anyone could shut the owner
 * out from everywhere by guessing wrong ten times (docs/rate-limits.md, "Why no account lock").
 */
const accountAtAddress = (request: Request, email: string) =>
  emailKey(`${email.trim().toLowerCase()} ${clientIp(request)}`)

/**
 * Failed-login throttling per client address, and per account at that address (docs/rate-limits.md).
 * Only failures count: a church office shares one address, and its staff signing in must never
 * lock each other out. Any login path uses it the same way:
 *
 *   await loginThrottle.refuseIfBlocked(payload, request, email)   // 429 before the password is checked
 *   ...check the password...
 *   failed ? await loginThrottle.recordFailure(payload, request, email)
 *          : await loginThrottle.recordSuccess(payload, request, email)
 */
export const loginThrottle = {
  refuseIfBlocked: async (payload: Payload, request: Request, email: string): Promise<void> => {
    const { ip, account } = limiters(payload)
    await refuseIfSpent(ip, clientIp(request), WHAT)
    await refuseIfSpent(account, accountAtAddress(request, email), WHAT)
  },
  recordFailure: async (payload: Payload, request: Request, email: string): Promise<void> => {
    const { ip, account } = limiters(payload)
    // Over the limit here is no error yet: this attempt was answered; the next one is refused.
    await Promise.all([
      consumeOrRefuse(ip, clientIp(request), WHAT).catch(ignoreLimit),
      consumeOrRefuse(account, accountAtAddress(request, email), WHAT).catch(ignoreLimit),
    ])
  },
  /** A right password clears its account's failures at that address (not the address's own: one
   * good account must not let a guesser at that address start over). */
  recordSuccess: async (payload: Payload, request: Request, email: string): Promise<void> => {
    await limiters(payload).account.delete(accountAtAddress(request, email))
  },
}

const ignoreLimit = (error: unknown) => {
  if (isApiError(error)) return
  throw error
}
