import { z } from 'zod'

/** A write's publishing choice (docs/publishing.md). */
export const PUBLISHING_STATUSES = ['draft', 'published'] as const
export type PublishingChoice = (typeof PUBLISHING_STATUSES)[number]

/** What the staff lists say of each sermon or event. */
export type PublishingState = {
  status: 'draft' | 'scheduled' | 'published' | 'changed'
  /** When a draft (or a published item's change) goes live, as an ISO time; null when not set. */
  publishAt: string | null
  /** When a published item leaves the site, as an ISO time; null when not set. */
  unpublishAt: string | null
}

const scheduledTime = (what: string) =>
  z
    .iso.datetime({
      offset: true,
      error: `${what} must be a date and time with its offset, such as 2026-12-06T10:00:00-05:00`,
    })
    .nullable()
    .optional()
    .meta({ description: `${what}; null clears it, leaving it out keeps the one set before` })

/**
 * The publishing keys of the sermon and event write bodies. Without `status` a write publishes at
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
