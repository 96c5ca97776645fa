import type { Payload } from 'payload'

import { emailKey } from '@/server/rate-limit/keys'
import { limiterFor } from '@/server/rate-limit/limiters'

/**
 * No address gets more than one welcome or auto-reply a day, however often a form names it: a
 * script cannot turn the church's mail into a way to pester someone. Counted in the rate-limit
 * table, so every instance of the site agrees; staff notices are not affected.
 */
const ONE_A_DAY = { points: 1, seconds: 24 * 60 * 60 }

const limiter = (payload: Payload) => limiterFor(payload, 'visitor-mail', ONE_A_DAY)

/**
 * Claims today's one welcome or auto-reply for this address, atomically (two jobs running at once
 * cannot both win): true when this send may go, false when the address already had its email.
 */
export const claimVisitorMail = async (payload: Payload, address: string): Promise<boolean> => {
  try {
    await limiter(payload).consume(emailKey(address), 1)
    return true
  } catch (rejection) {
    // rate-limiter-flexible rejects with its result object when the point is spent; errors rethrow.
    if (rejection instanceof Error) throw rejection
    return false
  }
}

/** Gives the claim back when the send failed, so the job's retry may claim it again. */
export const releaseVisitorMail = async (payload: Payload, address: string): Promise<void> => {
  await limiter(payload).reward(emailKey(address), 1)
}
