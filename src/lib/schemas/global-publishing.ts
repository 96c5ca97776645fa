import { z } from 'zod'

import { publishingFields, publishingStateSchema } from './publishing'

/**
 * The publishing keys of the write bodies of the site configuration, the service times and the
 * page texts (docs/publishing.md). Without `status` a write publishes at once, as the spec's
 * clients expect. A global is always on the site, so there is no time to take it off.
 */
export const globalPublishingFields = {
  status: publishingFields.status,
  publishAt: z.iso
    .datetime({
      offset: true,
      error:
        'Publish time must be a date and time with its offset, such as 2026-12-01T06:00:00-05:00',
    })
    .nullable()
    .optional()
    .meta({
      description:
        'With status draft: when the draft goes live; null clears it, leaving it out keeps the one set before',
    }),
}

export type GlobalPublishingBody = { status?: 'draft' | 'published'; publishAt?: string | null }

/** What staff read of a global's form: the latest saved state, drafts included, and its state. */
export const staffGlobalSchema = <T extends z.ZodType>(saved: T) =>
  z.object({
    saved: saved.meta({ description: 'As last saved: a pending draft when there is one' }),
    publishing: publishingStateSchema,
  })
