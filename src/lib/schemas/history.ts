import { z } from 'zod'

import { PAGE_TEXTS_PARTS } from '@/lib/history/history-globals'
import { listLimit, listPage } from '@/lib/schemas/fields'

import { PUBLISHING_STATUSES, publishingStateSchema } from './publishing'

/** History's pages: 20 versions at a time (Payload keeps at most VERSIONS_PER_ITEM, default 50). */
export const versionListQuery = z.object({ limit: listLimit(20, 100), page: listPage() })

const author = z.object({ id: z.number().int(), name: z.string() }).nullable().meta({
  description:
    'Who saved it; null when the website itself did (a scheduled publish, the seed, a timed sync)',
})

const versionFacts = {
  id: z.number().int(),
  createdAt: z.string().meta({ description: 'When it was saved (ISO time)' }),
  status: z.enum(PUBLISHING_STATUSES).meta({
    description: 'draft: saved without publishing; published: what the site showed from then on',
  }),
  author,
  latest: z.boolean().meta({ description: 'The newest version: what staff edit now' }),
}

/** One row of an item's history, newest first. */
export const versionSummarySchema = z.object({
  ...versionFacts,
  changedFields: z.array(z.string()).meta({
    description: 'The fields that differ from the version before it (empty for the first)',
  }),
})

export const versionListSchema = z.object({
  versions: z.array(versionSummarySchema),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  totalPages: z.number().int().min(0),
})

/** A version with its fields, for the side-by-side compare. */
export const versionDetailSchema = z.object({
  ...versionFacts,
  fields: z
    .record(z.string(), z.unknown())
    .meta({ description: 'The fields staff edit, as that version saved them' }),
  related: z.record(z.string(), z.string()).meta({
    description:
      "Fields that point at another item, that item by name (a featured item's contentId: the sermon's or event's title)",
  }),
})

export const restoreVersionBody = z.object({
  status: z.enum(PUBLISHING_STATUSES, {
    error: 'Say how to restore it: status must be draft or published',
  }),
})

export const restoredSchema = z.object({
  message: z.string(),
  publishing: publishingStateSchema,
})

export type VersionSummary = z.infer<typeof versionSummarySchema>
export type VersionList = z.infer<typeof versionListSchema>
export type VersionDetail = z.infer<typeof versionDetailSchema>

const pageTextsPart = z.enum(PAGE_TEXTS_PARTS, {
  error: `Say which page: part must be ${PAGE_TEXTS_PARTS.join(', ')}`,
})

/** The page texts' history of one page (`part`), or of every page when left out. */
export const pageTextsPartQuery = z.object({
  part: pageTextsPart.optional().meta({
    description:
      "One page's texts (home, about, visit, give, navigation); every page when left out",
  }),
})

export const pageTextsVersionListQuery = versionListQuery.extend(pageTextsPartQuery.shape)

/** A page texts' restore brings back one page: each page is published on its own. */
export const restorePageTextsVersionBody = restoreVersionBody.extend({
  part: pageTextsPart.meta({ description: 'The page whose texts come back; the others stay' }),
})
