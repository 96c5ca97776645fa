import 'server-only'

import type { Payload } from 'payload'

import type { PreviewCollection } from '@/lib/schemas/preview'
import { existingForStaff } from '@/server/admin/write-for-staff'
import { parseId } from '@/server/api/ids'
import { redirectTo } from '@/server/api/redirect'

import type { User } from '../../../payload-types'
import { switchDraftMode } from './draft-mode-switch'
import { PREVIEW_TARGETS } from './preview-targets'

/** Neither the redirect nor its cookie may be kept by a browser or a CDN. */
const NOT_STORED = { 'Cache-Control': 'no-store' }

/**
 * GET /api/admin/preview: staff open an item's public page in draft mode. The item must exist
 * (drafts included, not in the trash); the redirect goes to its public page, never to a path the
 * caller names.
 */
export const startPreview = async (
  payload: Payload,
  user: User,
  collection: PreviewCollection,
  rawId: string,
): Promise<Response> => {
  const target = PREVIEW_TARGETS[collection]
  const id = parseId(rawId, target.label)
  await existingForStaff({ payload, user }, collection, id, target.label)
  await switchDraftMode(true)
  return redirectTo(target.path(id), NOT_STORED)
}

/** GET /api/admin/preview/exit: draft mode off, back to the page (a path on this site only). */
export const exitPreview = async (path: string): Promise<Response> => {
  await switchDraftMode(false)
  return redirectTo(path, NOT_STORED)
}
