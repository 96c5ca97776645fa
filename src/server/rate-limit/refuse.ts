import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { countOf } from '@/lib/format-count'
import { ApiError } from '@/server/api/errors'

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

/** 429 with Retry-After and a sentence a visitor can act on. */
export const tooManyRequests = (retryAfterSeconds: number, what: string): ApiError =>
  new ApiError(
    429,
    `Too many ${what}. Please wait ${countOf(minutes(retryAfterSeconds), 'minute')} and try again.`,
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  )

/**
 * Takes one point for `key`; over the limit, throws the 429. A failure of the store itself (the
 * database is down) is rethrown as it is, for the router to answer 503.
 */
export const consumeOrRefuse = async (
  limiter: RateLimiterAbstract,
  key: string,
  what: string,
): Promise<void> => {
  try {
    await limiter.consume(key)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes)
      throw tooManyRequests(rejection.msBeforeNext / 1000, what)
    throw rejection
  }
}

/** Throws the 429 if `key` has already used every point, without taking one. */
export const refuseIfSpent = async (
  limiter: RateLimiterAbstract,
  key: string,
  what: string,
): Promise<void> => {
  const state = await limiter.get(key)
  if (state && state.consumedPoints >= limiter.points) {
    throw tooManyRequests(state.msBeforeNext / 1000, what)
  }
}
