import type { Payload } from 'payload'

import { limiterFor } from '@/server/rate-limit/limiters'

/**
 * One email that must reach its recipient once, however many runners pick up its job: two
 * instances (or a cron tick beside a manual run) can run the same job at once, and a plain
 * "sent" flag read before sending lets both through. The claim is one point in the rate-limit
 * table (an atomic upsert every instance shares), kept longer than any retry.
 */
const ONCE = { points: 1, seconds: 90 * 24 * 60 * 60 }

const limiter = (payload: Payload) => limiterFor(payload, 'send-once', ONCE)

/**
 * Sends unless this key already went (answers 'already-sent'); a failed send gives the claim
 * back, so the job's retry may send it.
 */
export const sendOnce = async <Result>(
  payload: Payload,
  key: string,
  send: () => Promise<Result>,
): Promise<Result | 'already-sent'> => {
  try {
    await limiter(payload).consume(key, 1)
  } catch (rejection) {
    // rate-limiter-flexible rejects with its result object when the point is spent; errors rethrow.
    if (rejection instanceof Error) throw rejection
    return 'already-sent'
  }
  try {
    return await send()
  } catch (error) {
    await limiter(payload).reward(key, 1)
    throw error
  }
}
