/**
 * A mail server outage is retried for about 2.8 hours: after 10 s, 20 s, 40 s, ... doubling, ten
 * retries in all. After that the delivery stays failed until staff press Resend.
 */
export const EMAIL_RETRIES = {
  attempts: 10,
  backoff: { type: 'exponential' as const, delay: 10_000 },
}
