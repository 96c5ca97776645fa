import type {
  Access,
  Field,
  GlobalBeforeChangeHook,
  GlobalBeforeOperationHook,
  GlobalConfig,
} from 'payload'

import { changedByField } from '@collections/drafts/changed-by'
import { env } from '@/env'
import { isStaff } from '@/lib/roles'

/**
 * Staff read the latest draft and the versions; everyone else reads the published row only, so a
 * visitor's `/cms-api/globals/<slug>?draft=true` finds no draft (the version query is narrowed by
 * the same condition). The site's own readers use the Local API without `draft`, which reads the
 * published row (docs/publishing.md).
 */
const publishedForVisitors: Access = ({ req: { user } }) =>
  isStaff(user) || { _status: { equals: 'published' } }

const staffOnly: Access = ({ req: { user } }) => isStaff(user)

/**
 * A write that says nothing of drafts (the seed, a script, an older client) publishes, as before
 * drafts existed. Left to Payload, it would take `_status` from the latest version, so a write
 * made while a draft is pending would leave the published row marked "draft".
 */
const publishUnlessSaid: GlobalBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'update') return args
  const { data, draft } = args as { data?: Record<string, unknown>; draft?: boolean }
  if (draft || !data || '_status' in data) return args
  return { ...args, data: { ...data, _status: 'published' } }
}

/**
 * Who saved this version (History names them): the account of the request, or null when the
 * server acts for itself (the scheduled-publishing job, the seed). As for the collections
 * (collections/drafts/changed-by.ts), the stamp lives in each version's snapshot.
 */
const recordWhoChanged: GlobalBeforeChangeHook = ({ data, req }) => ({
  ...data,
  changedBy: req.user?.id ?? null,
})

/**
 * Payload's drafts for a global (docs/publishing.md): the global's own row is what is published; a
 * draft save writes only the version table (`_<slug>_v`). `_status` defaults to 'published' so the
 * spec's bodies, the seed and scripts keep publishing directly. Scheduled publishing is our own
 * job (src/server/publishing), not Payload's schedulePublish.
 */
export const withGlobalDrafts = (config: GlobalConfig): GlobalConfig => ({
  ...config,
  access: { ...config.access, read: publishedForVisitors, readVersions: staffOnly },
  versions: { drafts: { schedulePublish: false }, max: env.VERSIONS_PER_ITEM },
  hooks: {
    ...config.hooks,
    beforeOperation: [publishUnlessSaid, ...(config.hooks?.beforeOperation ?? [])],
    beforeChange: [...(config.hooks?.beforeChange ?? []), recordWhoChanged],
  },
  fields: [
    ...config.fields,
    // Visitors read a global's published row (/cms-api): who saved it is for staff only.
    { ...changedByField, access: { read: ({ req: { user } }) => isStaff(user) } } as Field,
    {
      name: '_status',
      type: 'select',
      defaultValue: 'published',
      // Payload merges this into its own _status, whose options (draft, published) it appends.
      options: [],
      admin: { position: 'sidebar', readOnly: true },
    },
  ],
})
