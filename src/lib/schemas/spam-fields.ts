import { z } from 'zod'

/**
 * The public forms' spam-trap fields (docs/rate-limits.md#spam). Both are optional: a client that
 * sends exactly the spec's body is served normally; when present they are judged.
 * - website: a honeypot, hidden from people and screen readers; only a robot fills it in.
 * - fillMs: how long the form was open before it was sent, measured by the page.
 */
export const spamFieldShape = {
  website: z
    .string({ error: 'website must be text' })
    .max(500, { error: 'website is too long', abort: true })
    .optional(),
  fillMs: z
    .number({ error: 'fillMs must be a number of milliseconds' })
    .int('fillMs must be a number of milliseconds')
    .min(0, 'fillMs must be a number of milliseconds')
    .max(1e12, 'fillMs must be a number of milliseconds')
    .optional(),
}

export type SpamFields = { website?: string; fillMs?: number }

/** A public form's body schema that also accepts the spam-trap fields. */
export const withSpamFields = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>) =>
  z.object({ ...schema.shape, ...spamFieldShape })
