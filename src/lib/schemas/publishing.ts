import { z } from 'zod'

/** A write's publishing choice (docs/publishing.md). */
export const PUBLISHING_STATUSES = ['draft', 'published'] as const
export type PublishingChoice = (typeof PUBLISHING_STATUSES)[number]

/** What the staff lists say of each item with drafts. */
export const publishingStateSchema = z.object({
  status: z.enum(['draft', 'scheduled', 'published', 'changed']).meta({
    description:
      'draft: never published; scheduled: goes live at publishAt; published; changed: published, with a draft change not yet published',
  }),
  publishAt: z.string().nullable().meta({ description: 'When it goes live (ISO time), or null' }),
  unpublishAt: z
    .string()
    .nullable()
    .meta({ description: 'When it leaves the site (ISO time), or null' }),
})

export type PublishingState = z.infer<typeof publishingStateSchema>

const scheduledTime = (what: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${what} must be a date and time with its offset, such as 2026-12-06T10:00:00-05:00`,
    })
    .nullable()
    .optional()
    .meta({ description: `${what}; null clears it, leaving it out keeps the one set before` })

/**
 * The publishing keys of the write bodies of the collections with drafts. Without `status` a write publishes at
 * once, as the spec's clients expect; `draft` keeps the change off the site until it is published
 * (by hand or at `publishAt`). `unpublishAt` takes a published item off the site at that time.
 */
export const publishingFields = {
  status: z
    .enum(PUBLISHING_STATUSES, { error: 'Status must be draft or published' })
    .optional()
    .meta({ description: 'draft: save without publishing; published (the default): publish now' }),
  publishAt: scheduledTime('Publish time'),
  unpublishAt: scheduledTime('Unpublish time'),
}

export type PublishingBody = {
  status?: PublishingChoice
  publishAt?: string | null
  unpublishAt?: string | null
}

/**
 * "Import as drafts" for the TSV imports and the YouTube sync: true saves what they create as
 * drafts and what they change as draft changes, so nothing reaches the site until staff publish
 * it. Left out (or false), they publish at once, as the spec's bodies expect.
 */
export const asDraftsField = z
  .boolean({ error: 'asDrafts must be true or false' })
  .optional()
  .meta({
    description:
      'true: save new items as drafts and changes as draft changes (the site is unchanged); left out: publish at once',
  })
