import type { CollectionBeforeOperationHook, CollectionConfig, CollectionSlug } from 'payload'

import { env } from '@/env'

import { changedByField, recordWhoChanged } from './changed-by'
import { keepPublishedThroughTrash, restoreDraftAfterTrash } from './keep-draft-through-trash'

/**
 * An update that says nothing of drafts (no draft flag, no _status: a recording attached, the TSV
 * import, the YouTube sync, the trash) keeps the item's state. Left to Payload, it would write the
 * latest version's _status to the row, so attaching a recording to a draft sermon would publish
 * it. And it writes the row from the latest version: for a published item with a draft change
 * that would publish the change, so such an update goes into the draft instead (it is live when
 * the change is published). The trash is the exception: deletedAt must reach the row (and the
 * change stays a draft: keep-draft-through-trash.ts).
 * The /api/admin writes always say which (a body without status publishes, as the spec's clients
 * expect).
 */
const keepStatusUnlessSaid: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const { data, draft, id, collection } = args as {
    data?: Record<string, unknown>
    draft?: boolean
    id?: number | string
    collection: { config: { slug: CollectionSlug } }
  }
  if (draft || !data || '_status' in data || id == null) return args
  const slug = collection.config.slug
  const current = await req.payload.db.findOne<{ id: number; _status?: string }>({
    collection: slug,
    where: { id: { equals: id } },
    req,
  })
  if (!current?._status) return args
  if (current._status === 'published' && !('deletedAt' in data)) {
    const { docs } = await req.payload.db.findVersions({
      collection: slug,
      where: { and: [{ parent: { equals: id } }, { latest: { equals: true } }] },
      limit: 1,
      pagination: false,
      req,
    })
    const latest = docs[0]?.version as { _status?: string } | undefined
    if (latest?._status === 'draft') return { ...args, draft: true }
  }
  return { ...args, data: { ...data, _status: current._status } }
}

/**
 * Payload's drafts (docs/publishing.md): each save keeps a version; a draft save writes only the
 * version table, so the collection's own row keeps the published item (or, for an item never
 * published, holds it with _status 'draft'). Public reads take only rows with _status
 * 'published' (src/access/published-for-visitors.ts and the SQL reads), so neither a draft nor an
 * unpublished change of a published item reaches visitors.
 *
 * `_status` defaults to 'published': a write that says nothing of drafts (the spec's bodies, the
 * TSV import, the YouTube sync, the seed) publishes at once, as before drafts existed. Scheduled
 * publishing is our own job (src/server/publishing), not Payload's schedulePublish. Each save
 * records who made it (changed-by.ts), for the History dialog (src/server/history). A move to or
 * from the trash keeps a pending change a draft (keep-draft-through-trash.ts).
 */
export const withDrafts = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  versions: { drafts: { schedulePublish: false }, maxPerDoc: env.VERSIONS_PER_ITEM },
  hooks: {
    ...config.hooks,
    beforeOperation: [keepStatusUnlessSaid, ...(config.hooks?.beforeOperation ?? [])],
    beforeChange: [
      keepPublishedThroughTrash,
      recordWhoChanged,
      ...(config.hooks?.beforeChange ?? []),
    ],
    afterChange: [...(config.hooks?.afterChange ?? []), restoreDraftAfterTrash],
  },
  fields: [
    ...config.fields,
    changedByField,
    {
      name: '_status',
      type: 'select',
      defaultValue: 'published',
      index: true,
      // Payload merges this field into its own _status, whose options (draft, published) it
      // appends to these: listing them here too would name each twice.
      options: [],
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
})
