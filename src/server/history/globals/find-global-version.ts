import type { Payload } from 'payload'

import {
  HISTORY_GLOBALS,
  type HistoryGlobal,
  type PageTextsPart,
} from '@/lib/history/history-globals'
import type { VersionDetail } from '@/lib/schemas/history'
import { notFound } from '@/server/api/errors'

import type { User } from '../../../../payload-types'
import { versionFacts, type StoredVersion } from '../version-facts'
import { globalHistoryFields, pickGlobalFields } from './global-history-fields'

/** A global's version as stored, or a 404 for an id it never had. */
export const readGlobalVersion = async (
  payload: Payload,
  user: User,
  name: HistoryGlobal,
  versionId: number,
): Promise<StoredVersion> => {
  const found = (await payload.findGlobalVersionByID({
    slug: HISTORY_GLOBALS[name].global,
    id: versionId,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    user,
  })) as unknown as StoredVersion | null
  if (!found) throw notFound('Version not found')
  return found
}

/** One version of a global with the fields staff edit (of one page of the page texts, given). */
export const findGlobalVersion = async (
  payload: Payload,
  user: User,
  name: HistoryGlobal,
  versionId: number,
  part?: PageTextsPart,
): Promise<VersionDetail> => {
  const found = await readGlobalVersion(payload, user, name, versionId)
  const factsOf = await versionFacts(payload, [found])
  return {
    ...factsOf(found),
    fields: pickGlobalFields(found.version, globalHistoryFields(payload, name, part)),
    // The settings and page texts name no other item by its id, so there is nothing to look up.
    related: {},
  }
}
