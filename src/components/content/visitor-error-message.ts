/** What the server's /api says for an unexpected failure; the same words here. */
const SERVER_FAILURE = 'Something went wrong on our side. Please try again.'

/**
 * The message of an error that reached an error.tsx boundary. In production Next replaces the
 * message of a server-side error with a generic one meant for developers (and gives it a
 * digest), so visitors get the plain sentence /api uses instead; in development the real
 * message shows.
 */
export const visitorErrorMessage = (error: unknown): string => {
  if (!(error instanceof Error) || !error.message) return SERVER_FAILURE
  const redacted = process.env.NODE_ENV === 'production' && 'digest' in error && error.digest
  return redacted ? SERVER_FAILURE : error.message
}
