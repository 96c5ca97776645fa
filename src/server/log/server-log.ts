import type { Payload } from 'payload'

/**
 * Server-side errors go through Payload's logger (pino): one JSON line per event in production
 * (see payload.config.ts), readable lines in development. A method on an object, so tests can
 * watch it (tests/int/setup.ts fails a test that logs an error it did not expect).
 */
const write =
  (level: 'error' | 'warn') =>
  (message: string, error: unknown, context: Record<string, unknown> = {}): void => {
    // Imported when first needed: Payload's config imports code that reports errors through here.
    void import('@/server/api/payload')
      .then(({ getPayloadClient }) => getPayloadClient())
      .then(
        (payload: Payload) => payload.logger[level]({ err: error, ...context }, message),
        // Payload itself could not start (no database at boot): stderr is all that is left.
        () => console[level](message, error),
      )
  }

export const serverLog = {
  error: write('error'),
  warn: write('warn'),
}
