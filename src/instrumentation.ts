import type { Instrumentation } from 'next'

/**
 * Runs once when the Next server starts: initialising Payload here applies pending migrations
 * (and seeds an empty development database) before the first visitor arrives, not during
 * their request, and starts the jobs queue's cron that sends queued email.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startPayloadWithJobQueue } = await import('./server/api/payload')
  await startPayloadWithJobQueue()
}

/** A page or route that throws is also logged through Payload's logger (one JSON line in production). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('./server/log/log-request-error')
  await logRequestError(...args)
}
