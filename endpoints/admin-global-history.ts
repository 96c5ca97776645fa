import { z } from 'zod'

import {
  HISTORY_GLOBAL_NAMES,
  HISTORY_GLOBALS,
  type HistoryGlobal,
  type PageTextsPart,
} from '@/lib/history/history-globals'
import {
  pageTextsPartQuery,
  pageTextsVersionListQuery,
  restorePageTextsVersionBody,
  restoreVersionBody,
  restoredSchema,
  versionDetailSchema,
  versionListQuery,
  versionListSchema,
} from '@/lib/schemas/history'
import { parseId } from '@/server/api/ids'
import { findGlobalVersion } from '@/server/history/globals/find-global-version'
import { listGlobalVersions } from '@/server/history/globals/list-global-versions'
import { restoreGlobalVersion } from '@/server/history/globals/restore-global-version'

import { json } from './responses'
import { route, type Route } from './types'

type ListQuery = z.infer<typeof versionListQuery> & { part?: PageTextsPart }
type PartQuery = { part?: PageTextsPart }
type RestoreBody = z.infer<typeof restoreVersionBody> & { part?: PageTextsPart }

/**
 * History of the settings, the service times and the page texts (docs/publishing.md#history):
 * the versions, one version's fields, and restoring one. The page texts' routes take the page
 * (`part`): its fields alone are listed and compared, and a restore brings back that page only.
 */
const globalHistoryRoutes = (name: HistoryGlobal): Route[] => {
  const { label } = HISTORY_GLOBALS[name]
  const pages = name === 'page-texts'
  const what = pages ? 'the page texts' : `the ${label.toLowerCase()}`
  const versions = `/admin/globals/${name}/versions`
  return [
    route<ListQuery>({
      method: 'GET',
      path: versions,
      access: 'admin',
      summary: `The saved versions of ${what}, newest first (?page, ?limit: 20 by default${
        pages ? '; ?part: one page' : ''
      }), with who saved each, when, and the fields it changed`,
      responses: { 200: json(`The versions of ${what}`, versionListSchema) },
      query: (pages ? pageTextsVersionListQuery : versionListQuery) as z.ZodType<ListQuery>,
      handler: ({ payload, user, query }) => listGlobalVersions(payload, user!, name, query),
    }),
    route<PartQuery>({
      method: 'GET',
      path: `${versions}/:versionId`,
      access: 'admin',
      summary: `One saved version of ${what} with its fields, to compare${
        pages ? ' (?part: one page)' : ''
      }`,
      responses: { 200: json('The version', versionDetailSchema) },
      ...(pages ? { query: pageTextsPartQuery } : {}),
      handler: ({ payload, user, params, query }) =>
        findGlobalVersion(payload, user!, name, parseId(params.versionId, 'Version'), query?.part),
    }),
    route<unknown, RestoreBody>({
      method: 'POST',
      path: `${versions}/:versionId/restore`,
      access: 'admin',
      summary: pages
        ? "Restore one page's texts (part) from a saved version of the page texts, exactly, as a draft (status draft: the site is unchanged) or published at once; the other pages stay as they are"
        : `Restore a saved version of ${what}: its fields come back exactly, as a draft (status draft: the site is unchanged) or published at once`,
      responses: { 200: json('Restored; this now has this publishing state', restoredSchema) },
      body: (pages ? restorePageTextsVersionBody : restoreVersionBody) as z.ZodType<RestoreBody>,
      handler: ({ payload, user, params, body }) =>
        restoreGlobalVersion(
          payload,
          user!,
          name,
          parseId(params.versionId, 'Version'),
          body.status,
          body.part,
        ),
    }),
  ]
}

export const adminGlobalHistoryRoutes = HISTORY_GLOBAL_NAMES.flatMap(globalHistoryRoutes)
