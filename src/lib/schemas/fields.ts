import './zod-csp'

import { z } from 'zod'

import { normaliseDuration } from '../content/duration'
import { formatCount } from '../format-count'
import { messages } from '../validation/messages'
import {
  MAX_EMAIL_LENGTH,
  MAX_URL_LENGTH,
  isEmail,
  isHttpUrl,
  isIsoDate,
  orBlank,
} from '../validation/rules'
// Installs the human-readable messages for every schema built from these blocks.
import './human-messages'

/**
 * Building blocks for the domain schemas: each carries the requirement's message once.
 * Optional fields take null as empty, because that is what a read returns for an unset field.
 */

/** Missing (or null) says the requirement's message; a value of the wrong type says what it must be. */
export const whenMissing = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? message : undefined

/**
 * The longest text any field takes (a sermon description, an auto-reply). Every text field is
 * capped, and the cap aborts parsing before any pattern runs (docs/decisions/010-bounded-input.md).
 */
export const MAX_TEXT_LENGTH = 20_000

const tooLong = (max: number) => ({
  error: `Must be at most ${formatCount(max)} characters`,
  abort: true,
})

/** A string capped at max characters before it is trimmed or checked further. */
export const cappedString = (max: number = MAX_TEXT_LENGTH, message?: string) =>
  z.string(message ? { error: whenMissing(message) } : undefined).max(max, tooLong(max))

export const requiredText = (message: string) =>
  cappedString(MAX_TEXT_LENGTH, message).trim().min(1, message)

export const optionalText = () => cappedString().trim().nullish()

export const requiredEmail = (message: string = messages.validEmail) =>
  cappedString(MAX_EMAIL_LENGTH, message).trim().toLowerCase().refine(isEmail, message)

export const optionalUrl = (message: string = messages.validUrl) =>
  cappedString(MAX_URL_LENGTH).trim().refine(orBlank(isHttpUrl), message).nullish()

/** A query-string date filter: empty means unset, anything else must be YYYY-MM-DD. */
export const optionalDateFilter = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || isIsoDate(value), messages.dateFormat)

/** A query-string text filter: empty means unset. */
export const optionalTextFilter = () =>
  z
    .string()
    .trim()
    .max(200)
    .optional()
    // PostgreSQL text cannot hold U+0000: a filter carrying it would fail the query, so it goes.
    .transform((value) => value?.replaceAll('\u0000', '') || undefined)

export const listLimit = (defaultLimit: number, max: number) =>
  z.coerce
    .number({ error: `limit must be a whole number from 1 to ${max}` })
    .int(`limit must be a whole number from 1 to ${max}`)
    .min(1, `limit must be a whole number from 1 to ${max}`)
    .max(max, `limit must be a whole number from 1 to ${max}`)
    .default(defaultLimit)

/** Which page of a paged list (1 is the first); bounded so OFFSET stays an index's job. */
export const MAX_LIST_PAGE = 10_000
export const listPage = () =>
  z.coerce
    .number({ error: `page must be a whole number from 1 to ${MAX_LIST_PAGE}` })
    .int(`page must be a whole number from 1 to ${MAX_LIST_PAGE}`)
    .min(1, `page must be a whole number from 1 to ${MAX_LIST_PAGE}`)
    .max(MAX_LIST_PAGE, `page must be a whole number from 1 to ${MAX_LIST_PAGE}`)
    .default(1)

/** A required calendar date: 'Date is required' when empty, the format message otherwise. */
export const requiredDate = () =>
  z
    .string({ error: whenMissing(messages.dateRequired) })
    .trim()
    .min(1, messages.dateRequired)
    .refine(isIsoDate, messages.dateFormat)

/** Optional text that must pass a rule when present. */
export const optionalWith = (rule: (value: string) => boolean, message: string) =>
  cappedString(MAX_URL_LENGTH).trim().refine(orBlank(rule), message).nullish()

/**
 * A duration in any form normaliseDuration reads, stored as "42:10" or "1:05:00"; anything else
 * is refused with the form to use. Empty (or null) leaves it unset.
 */
export const optionalDuration = () =>
  cappedString(100)
    .trim()
    .nullish()
    .transform((value, context) => {
      if (!value) return value
      const normalised = normaliseDuration(value)
      if (normalised) return normalised
      context.addIssue({ code: 'custom', message: messages.durationFormat, input: value })
      return z.NEVER
    })

export const optionalFlag = () => z.boolean().nullish()

/** A flag with a default: unset (undefined or null) means the default. */
export const flagWithDefault = (defaultValue: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((value) => value ?? defaultValue)

/** A list of short texts (tags): empty entries are refused, null means none. */
export const optionalTextList = () => z.array(cappedString(100).trim().min(1)).max(50).nullish()
