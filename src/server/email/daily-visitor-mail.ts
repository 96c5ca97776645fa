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

/** Whether this address was already sent a welcome or auto-reply in the last day. */
export const visitorMailSentToday = async (payload: Payload, address: string): Promise<boolean> => {
  const state = await limiter(payload).get(emailKey(address))
  return Boolean(state && state.consumedPoints >= ONE_A_DAY.points)
}

/** Counts a welcome or auto-reply that went out (after sending, so a failed send can retry). */
export const recordVisitorMail = async (payload: Payload, address: string): Promise<void> => {
  await limiter(payload).penalty(emailKey(address), 1)
}
