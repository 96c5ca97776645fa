/** Why the spam checks flagged a post; the dashboard's Spam view says it in words. */
export const SPAM_REASONS = ['honeypot', 'too-fast'] as const

export type SpamReason = (typeof SPAM_REASONS)[number]

export const SPAM_REASON_WORDS: Record<SpamReason, string> = {
  honeypot: 'A hidden field only robots see was filled in',
  'too-fast': 'Sent sooner after the form opened than a person can type',
}
