import { headers } from 'next/headers'

import { safeReturnPath } from '@/lib/safe-return-path'
import { PREVIEW_PATH_HEADER } from '@/server/preview/preview-path'
import { previewingStaff } from '@/server/preview/staff-previewer'

import { PreviewBanner } from './preview-banner'

/** A sermon's or event's own page has the item's banner (previewed-item-banner.tsx) instead. */
const ITEM_PAGE = /^\/(sermons|events)\/\d+\/?$/

/**
 * The banner over every public page staff preview (docs/publishing.md#preview): the page shows
 * the latest drafts of the page texts, settings, service times and featured items. Visitors (and
 * a stale draft-mode cookie without a staff session) get nothing, and their pages read no headers.
 */
export const SitePreviewBanner = async () => {
  if (!(await previewingStaff())) return null
  const path = safeReturnPath((await headers()).get(PREVIEW_PATH_HEADER))
  return ITEM_PAGE.test(path) ? null : <PreviewBanner state="drafts" path={path} />
}
