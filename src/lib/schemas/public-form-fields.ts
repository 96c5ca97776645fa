import { z } from 'zod/mini'

import { messages } from '../validation/messages'
import { isEmail } from '../validation/rules'

/**
 * The building blocks of the public forms' schemas (contact, newsletter, Plan a Visit), in
 * zod/mini: the same rules as src/lib/schemas/fields.ts at a fraction of the browser's bytes.
 * The /api routes parse with these very schemas, so the browser and the server agree.
 */

export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), maxChars(max))

export const requiredEmail = (message: string = messages.validEmail) =>
  z.string({ error: message }).check(z.trim(), z.toLowerCase(), z.refine(isEmail, message))

/**
 * zod/mini ships no messages of its own (its locale is left out to save bytes), so a length cap
 * says what full zod's English locale would.
 */
export const maxChars = (max: number) =>
  z.maxLength(max, `Too big: expected string to have <=${max} characters`)
