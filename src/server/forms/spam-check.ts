import { env } from '@/env'
import type { SpamFields } from '@/lib/schemas/spam-fields'

/**
 * A submission is spam when the honeypot is filled in, or the form was sent sooner after it
 * opened than a person can fill it. Absent fields prove nothing (a client sending only the form's
 * fields, docs/requirements/public-pages.md, sends none).
 */
export const looksLikeSpam = (
  { website, fillMs }: SpamFields,
  minFillMs: number = env.SPAM_MIN_FILL_MS,
): boolean => Boolean(website?.trim()) || (fillMs !== undefined && fillMs < minFillMs)

/** The submission without its spam-trap fields, which are never stored. */
export const withoutSpamFields = <Body extends SpamFields>({
  website: _website,
  fillMs: _fillMs,
  ...rest
}: Body): Omit<Body, keyof SpamFields> => rest
