import 'server-only'

import { cache } from 'react'

import {
  activeFeaturedFor,
  pageTextsFor,
  serviceTimesFor,
  siteConfigFor,
} from './draft-site-content'
import { previewingStaff } from './staff-previewer'

/*
 * The public pages' reads of the page texts, the settings, the service times and the featured
 * items: the latest drafts for staff previewing (draft mode and a staff session, checked on every
 * request), the cached published content otherwise. Once per request: the layout, the metadata and
 * the page share each read. Feeds, /api and cards keep the published reads (never a draft).
 */

export const previewablePageTexts = cache(async () => pageTextsFor(await previewingStaff()))

export const previewableServiceTimes = cache(async () => serviceTimesFor(await previewingStaff()))

export const previewableSiteConfig = cache(async () => siteConfigFor(await previewingStaff()))

export const previewableActiveFeatured = cache(async () =>
  activeFeaturedFor(await previewingStaff()),
)
