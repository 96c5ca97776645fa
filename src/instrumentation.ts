import type { Instrumentation } from 'next'

/**
 * Runs once when the Next server starts: initialising Payload here applies pending migrations
 * before the first visitor arrives, not during their request, and starts the jobs queue's cron
 * that sends queued email. `npm run dev` on an empty development database also gets the demo
 * content here (never `npm run migrate`, never production: src/server/seed/seed-guard.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Before the first request: rate limits need each request's own socket address.
  const { stampSocketAddresses } = await import('./server/rate-limit/socket-address')
  await stampSocketAddresses()
  const { startPayloadWithJobQueue } = await import('./server/payload')
  // The cron hands back email jobs a crash left "processing" before each run, its first one too.
  const payload = await startPayloadWithJobQueue()
  const { env } = await import('./env')
  if (env.SEED_ON_START) {
    const { seedIfEmpty } = await import('./server/seed/seed')
    await seedIfEmpty(payload, env)
  }
}

/** A page or route that throws is also logged through Payload's logger (one JSON line in production). */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { logRequestError } = await import('./server/log/log-request-error')
  await logRequestError(...args)
}
