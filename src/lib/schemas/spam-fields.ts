import { z } from 'zod/mini'

const millisecondsMessage = 'fillMs must be a number of milliseconds'

/**
 * The public forms' spam-trap fields (docs/rate-limits.md#spam). Both are optional: a client that
 * sends only the form's own fields (docs/requirements/public-pages.md) is served normally; when
 * present they are judged.
 * - website: a honeypot, hidden from people and screen readers; only a robot fills it in.
 * - fillMs: how long the form was open before it was sent, measured by the page.
 * zod/mini, like the public form schemas they extend.
 */
export const spamFieldShape = {
  website: z.optional(
    z
      .string({ error: 'website must be text' })
      .check(z.maxLength(500, { error: 'website is too long', abort: true })),
  ),
  fillMs: z.optional(
    z
      .int({ error: millisecondsMessage })
      .check(z.gte(0, millisecondsMessage), z.lte(1e12, millisecondsMessage)),
  ),
}

export type SpamFields = { website?: string; fillMs?: number }

/** A public form's body schema that also accepts the spam-trap fields. */
export const withSpamFields = <Schema extends z.ZodMiniObject>(schema: Schema) =>
  z.extend(schema, spamFieldShape)
