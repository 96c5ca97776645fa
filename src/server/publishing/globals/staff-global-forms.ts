import type { Payload } from 'payload'

import type { PageTexts } from '@/lib/page-texts/defaults'
import type { PublishingState } from '@/lib/schemas/publishing'
import type { ServiceTimesContent } from '@/lib/service-times/service-time'
import { slugs } from '@/lib/slugs'
import { sqlFor } from '@/server/db/sql'
import { toStaffSiteConfig } from '@/server/site-config/get-site-config'
import { toPageTexts } from '@/server/site-content/page-texts'
import { toServiceTimesContent } from '@/server/site-content/service-times'

import type { PageText, ServiceTime, SiteConfig } from '../../../../payload-types'
import { globalStates } from './global-state'
import { PAGE_TEXTS_PAGES, targetKey, type PageTextsPage } from './targets'

const NO_STATE: PublishingState = { status: 'published', publishAt: null, unpublishAt: null }

/**
 * What the dashboard's forms open on: each global as last saved (a pending draft included, so
 * staff go on editing it) and the state of each form in words' terms (published, changed,
 * scheduled). Staff only (the routes check); read directly, never cached.
 */
export const staffPageTexts = async (
  payload: Payload,
): Promise<{ saved: PageTexts; publishing: Record<PageTextsPage, PublishingState> }> => {
  const targets = PAGE_TEXTS_PAGES.map((page) => ({ global: slugs.pageTexts, page }) as const)
  const { latest, states } = await globalStates(
    payload,
    await sqlFor(payload),
    slugs.pageTexts,
    targets,
  )
  return {
    saved: toPageTexts(latest as unknown as PageText),
    publishing: Object.fromEntries(
      targets.map((target) => [target.page, states.get(targetKey(target)) ?? NO_STATE]),
    ) as Record<PageTextsPage, PublishingState>,
  }
}

export const staffServiceTimes = async (
  payload: Payload,
): Promise<{ saved: ServiceTimesContent; publishing: PublishingState }> => {
  const target = { global: slugs.serviceTimes } as const
  const { latest, states } = await globalStates(payload, await sqlFor(payload), target.global, [
    target,
  ])
  return {
    saved: toServiceTimesContent(latest as unknown as ServiceTime),
    publishing: states.get(targetKey(target)) ?? NO_STATE,
  }
}

export const staffSiteConfig = async (
  payload: Payload,
): Promise<{ saved: Record<string, unknown>; publishing: PublishingState }> => {
  const target = { global: slugs.siteConfig } as const
  const { latest, states } = await globalStates(payload, await sqlFor(payload), target.global, [
    target,
  ])
  return {
    saved: toStaffSiteConfig(latest as unknown as SiteConfig),
    publishing: states.get(targetKey(target)) ?? NO_STATE,
  }
}
