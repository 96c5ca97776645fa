import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { slugs } from '@/lib/slugs'

/**
 * Who moved an item to the trash: set when deletedAt is set (from /api/admin or /cms alike),
 * cleared on restore. A relationship, so erasing the staff member's account leaves it empty.
 */
const recordWhoTrashed: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  if (operation !== 'update' || !('deletedAt' in data)) return data
  if (data.deletedAt == null) return { ...data, deletedBy: null }
  if (originalDoc?.deletedAt) return data
  return { ...data, deletedBy: req.user?.id ?? null }
}

/**
 * Payload's trash (docs/trash.md): a delete sets deletedAt instead of removing the row, every
 * Local API read leaves trashed rows out unless asked (trash: true), and the purge job deletes
 * them for good after the trash retention setting.
 */
export const withTrash = (config: CollectionConfig): CollectionConfig => ({
  ...config,
  trash: true,
  hooks: {
    ...config.hooks,
    beforeChange: [recordWhoTrashed, ...(config.hooks?.beforeChange ?? [])],
  },
  fields: [
    ...config.fields,
    {
      name: 'deletedBy',
      type: 'relationship',
      relationTo: slugs.users,
      admin: { readOnly: true, position: 'sidebar', condition: (doc) => Boolean(doc?.deletedAt) },
    },
  ],
})
