/**
 * Runs once when the Next server starts: initialising Payload here applies pending migrations
 * (and seeds an empty development database) before the first visitor arrives, not during
 * their request, and starts the jobs queue's cron that sends queued email.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // Before the first request: rate limits need each request's own socket address.
  const { stampSocketAddresses } = await import('./server/rate-limit/socket-address')
  await stampSocketAddresses()
  const { startPayloadWithJobQueue } = await import('./server/api/payload')
  await startPayloadWithJobQueue()
}
