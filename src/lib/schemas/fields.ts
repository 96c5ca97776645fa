import { z } from 'zod'

import { messages } from '../validation/messages'
import { isEmail, isHttpUrl, isIsoDate, orBlank } from '../validation/rules'

/** Building blocks for the domain schemas: each carries the spec's message once. */

export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message)

export const optionalText = () => z.string().trim().optional()

export const requiredEmail = (message: string = messages.validEmail) =>
  z.string({ error: message }).trim().toLowerCase().refine(isEmail, message)

export const optionalUrl = (message: string = messages.validUrl) =>
  z.string().trim().refine(orBlank(isHttpUrl), message).optional()

export const isoDate = (message: string = messages.dateFormat) =>
  z.string().trim().refine(isIsoDate, message)

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
    .transform((value) => (value ? value : undefined))

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
    .string({ error: messages.dateRequired })
    .trim()
    .min(1, messages.dateRequired)
    .refine(isIsoDate, messages.dateFormat)

/** Optional text that must pass a rule when present. */
export const optionalWith = (rule: (value: string) => boolean, message: string) =>
  z.string().trim().refine(orBlank(rule), message).optional()

export const optionalFlag = () => z.boolean({ error: 'Must be true or false' }).optional()
