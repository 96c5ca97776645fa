import 'server-only'

import type { Payload } from 'payload'

import type { PreviewQuery } from '@/lib/schemas/preview'
import { existingForStaff } from '@/server/admin/write-for-staff'
import { parseId } from '@/server/api/ids'
import { redirectTo } from '@/server/api/redirect'

import type { User } from '../../../payload-types'
import { switchDraftMode } from './draft-mode-switch'
import { globalPreviewPath, PREVIEW_TARGETS } from './preview-targets'

/** Neither the redirect nor its cookie may be kept by a browser or a CDN. */
const NOT_STORED = { 'Cache-Control': 'no-store' }

/**
 * GET /api/admin/preview: staff open an item's public page, or the page that shows a global's
 * draft, in draft mode. An item must exist (drafts included, not in the trash); the redirect goes
 * to a page the server picks, never to a path the caller names. The query is validated (exactly a
 * collection with an id, or a global with its page) before this runs.
 */
export const startPreview = async (
  payload: Payload,
  user: User,
  query: PreviewQuery,
): Promise<Response> => {
  if (query.global) {
    await switchDraftMode(true)
    return redirectTo(globalPreviewPath(query.global, query.page), NOT_STORED)
  }
  const target = PREVIEW_TARGETS[query.collection!]
  const id = parseId(query.id!, target.label)
  await existingForStaff({ payload, user }, query.collection!, id, target.label)
  await switchDraftMode(true)
  return redirectTo(target.path(id), NOT_STORED)
}

/** GET /api/admin/preview/exit: draft mode off, back to the page (a path on this site only). */
export const exitPreview = async (path: string): Promise<Response> => {
  await switchDraftMode(false)
  return redirectTo(path, NOT_STORED)
}
