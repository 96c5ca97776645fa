import type { PageTexts } from '@/lib/page-texts/defaults'
import { slugs } from '@/lib/slugs'

/** The globals with drafts and scheduled publishing (docs/publishing.md). */
export const PUBLISHING_GLOBALS = [slugs.siteConfig, slugs.serviceTimes, slugs.pageTexts] as const
export type PublishingGlobal = (typeof PUBLISHING_GLOBALS)[number]

export type PageTextsPage = keyof PageTexts
export const PAGE_TEXTS_PAGES = [
  'home',
  'about',
  'visit',
  'give',
  'navigation',
] as const satisfies readonly PageTextsPage[]

/**
 * What staff publish at once: the whole global, or one page of the page texts. The page texts are
 * one global edited by five forms, so each page is drafted, scheduled and published on its own:
 * publishing Give must not put a Home draft meant for December on the site.
 */
export type GlobalTarget =
  | { global: typeof slugs.siteConfig | typeof slugs.serviceTimes; page?: undefined }
  | { global: typeof slugs.pageTexts; page: PageTextsPage }

/**
 * The target's key in `publishing_schedule.collection` (its `item_id` is 0): the global's slug, or
 * `page-texts:<page>`. The collections' keys are their slugs, which never contain a colon.
 */
export const targetKey = (target: GlobalTarget): string =>
  target.page ? `${target.global}:${target.page}` : target.global

/** The target a schedule row's key names, or null for a collection's row. */
export const targetOfKey = (key: string): GlobalTarget | null => {
  if (key === slugs.siteConfig || key === slugs.serviceTimes) return { global: key }
  const [global, page] = key.split(':')
  if (global === slugs.pageTexts && (PAGE_TEXTS_PAGES as readonly string[]).includes(page ?? ''))
    return { global, page: page as PageTextsPage }
  return null
}

/** The schedule table's item id for a global: there is one of each. */
export const GLOBAL_ITEM_ID = 0
