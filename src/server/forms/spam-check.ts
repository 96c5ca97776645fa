import { env } from '@/env'
import type { SpamFields } from '@/lib/schemas/spam-fields'
import type { SpamReason } from '@/lib/spam-reasons'

/**
 * A submission is spam when the honeypot is filled in, or the form was sent sooner after it
 * opened than a person can fill it. Absent fields prove nothing (a client sending only the form's
 * fields, docs/requirements/public-pages.md, sends none).
 */
export const spamReason = (
  { website, fillMs }: SpamFields,
  minFillMs: number = env.SPAM_MIN_FILL_MS,
): SpamReason | null => {
  if (website?.trim()) return 'honeypot'
  if (fillMs !== undefined && fillMs < minFillMs) return 'too-fast'
  return null
}

/** The submission without its spam-trap fields, which are never stored. */
export const withoutSpamFields = <Body extends SpamFields>({
  website: _website,
  fillMs: _fillMs,
  ...rest
}: Body): Omit<Body, keyof SpamFields> => rest
