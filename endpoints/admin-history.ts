import { HISTORY_COLLECTION_NAMES, HISTORY_COLLECTIONS } from '@/lib/history/history-collections'
import {
  restoreVersionBody,
  restoredSchema,
  versionDetailSchema,
  versionListQuery,
  versionListSchema,
} from '@/lib/schemas/history'
import { existingForStaff } from '@/server/admin/write-for-staff'
import { parseId } from '@/server/api/ids'
import { findVersion } from '@/server/history/find-version'
import { listVersions } from '@/server/history/list-versions'
import { restoreVersion } from '@/server/history/restore-version'

import { json } from './responses'
import { route, type Route } from './types'

/**
 * History (docs/publishing.md#history): an item's versions, one version's fields, and restoring
 * one, for each collection in HISTORY_COLLECTIONS. An item in the trash or unknown is a 404.
 */
const historyRoutes = (name: (typeof HISTORY_COLLECTION_NAMES)[number]): Route[] => {
  const { label, one: what } = HISTORY_COLLECTIONS[name]
  const aWhat = `${/^[aeiou]/i.test(what) ? 'an' : 'a'} ${what}`
  const ids = async (
    context: Parameters<Route['handler']>[0],
  ): Promise<{ itemId: number; versionId?: number }> => {
    const itemId = parseId(context.params.id, label)
    await existingForStaff(context, name, itemId, label)
    const versionId =
      context.params.versionId === undefined
        ? undefined
        : parseId(context.params.versionId, 'Version')
    return { itemId, versionId }
  }
  return [
    route({
      method: 'GET',
      path: `/admin/${name}/:id/versions`,
      access: 'admin',
      summary: `${aWhat.charAt(0).toUpperCase()}${aWhat.slice(1)}'s saved versions, newest first (?page, ?limit: 20 by default), with who saved each, when, and the fields it changed`,
      responses: { 200: json(`The ${what}'s versions`, versionListSchema) },
      query: versionListQuery,
      handler: async (context) => {
        const { itemId } = await ids(context)
        return listVersions(context.payload, context.user!, name, itemId, context.query)
      },
    }),
    route({
      method: 'GET',
      path: `/admin/${name}/:id/versions/:versionId`,
      access: 'admin',
      summary: `One saved version of ${aWhat} with its fields, to compare`,
      responses: { 200: json('The version', versionDetailSchema) },
      handler: async (context) => {
        const { itemId, versionId } = await ids(context)
        return findVersion(context.payload, context.user!, name, itemId, versionId!)
      },
    }),
    route({
      method: 'POST',
      path: `/admin/${name}/:id/versions/:versionId/restore`,
      access: 'admin',
      summary: `Restore ${aWhat}'s saved version: its fields come back exactly, as a draft (status draft: the site is unchanged) or published at once`,
      responses: { 200: json('Restored; the item now has this publishing state', restoredSchema) },
      body: restoreVersionBody,
      handler: async (context) => {
        const { itemId, versionId } = await ids(context)
        return restoreVersion(
          context.payload,
          context.user!,
          name,
          itemId,
          versionId!,
          context.body.status,
        )
      },
    }),
  ]
}

export const adminHistoryRoutes = HISTORY_COLLECTION_NAMES.flatMap(historyRoutes)
