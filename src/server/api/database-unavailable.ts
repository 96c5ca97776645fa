/**
 * Whether an error means the database cannot be reached (down, restarting, refusing connections),
 * as opposed to a fault in a query. pg, Drizzle and Payload wrap it differently, so the cause
 * chain is followed a few links deep.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '08000', // connection_exception
  '08001', // unable to establish
  '08003', // connection_does_not_exist
  '08006', // connection_failure
])

/**
 * By message where the code is too broad: a database closed to connections (ALTER DATABASE …
 * ALLOW_CONNECTIONS false, as during a restore) is SQLSTATE 55000, object_not_in_prerequisite_state,
 * which other faults share.
 */
const UNREACHABLE_MESSAGES =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)|is not currently accepting connections/i

export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (!error || typeof error !== 'object' || depth > 6) return false
  const { code, message, cause, errors } = error as {
    code?: unknown
    message?: unknown
    cause?: unknown
    errors?: unknown
  }
  if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true
  if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message.slice(0, 2000))) return true
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true
  }
  return isDatabaseUnavailable(cause, depth + 1)
}

/** How long a visitor (or a client) should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30

export const DATABASE_UNAVAILABLE_MESSAGE =
  'We can’t reach our database just now. Please try again in a minute; nothing you typed has been lost.'
