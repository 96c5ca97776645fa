import type { Payload } from 'payload'

import {
  HISTORY_GLOBALS,
  type HistoryGlobal,
  type PageTextsPart,
} from '@/lib/history/history-globals'
import { sameValue } from '@/lib/history/same-value'
import type { VersionList } from '@/lib/schemas/history'

import type { User } from '../../../../payload-types'
import { versionPage } from '../version-page'
import { globalHistoryFields, valueAt, versionSelectOf } from './global-history-fields'

type Query = { page: number; limit: number; part?: PageTextsPart }

/**
 * One page of a global's versions, newest first, each with the fields it changed from the one
 * before (of one page of the page texts when `part` is given), as for the collections
 * (version-page.ts). The read leaves out the fields not compared (another page's texts) by an
 * exclusion select: Payload 3.90 answers a field's default, not the stored value, for an
 * include-mode select on a global's versions (versionSelectOf).
 */
export const listGlobalVersions = async (
  payload: Payload,
  user: User,
  name: HistoryGlobal,
  { part, ...query }: Query,
): Promise<VersionList> => {
  const fields = globalHistoryFields(payload, name, part)
  const exclude = versionSelectOf(payload, name, fields)
  // Nothing to leave out (every field is compared): no select at all.
  const select = Object.keys(exclude).length ? exclude : undefined
  return versionPage(payload, user, query, {
    read: (window) =>
      payload.findGlobalVersions({
        slug: HISTORY_GLOBALS[name].global,
        select: select as never,
        ...window,
      }),
    changed: (newer, older) =>
      fields.filter((field) => !sameValue(valueAt(newer, field), valueAt(older, field))),
  })
}
