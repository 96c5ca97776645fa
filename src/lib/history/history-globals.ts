import type { PageTexts } from '@/lib/page-texts/defaults'
import { slugs } from '@/lib/slugs'

/**
 * The globals whose versions staff can open in History (docs/publishing.md#history): each has
 * Payload's drafts (globals/drafts/with-global-drafts.ts). Their routes are
 * /api/admin/globals/<name>/versions…; the page texts' also take the page (`part`), since each
 * page is published on its own.
 */
export const HISTORY_GLOBALS = {
  'site-config': { global: slugs.siteConfig, label: 'Settings' },
  'service-times': { global: slugs.serviceTimes, label: 'Service times' },
  'page-texts': { global: slugs.pageTexts, label: 'Page texts' },
} as const

export type HistoryGlobal = keyof typeof HISTORY_GLOBALS

export const HISTORY_GLOBAL_NAMES = Object.keys(HISTORY_GLOBALS) as HistoryGlobal[]

export type PageTextsPart = keyof PageTexts

/** The pages of the page texts, each its own form, published and restored on its own. */
export const PAGE_TEXTS_PARTS = [
  'home',
  'about',
  'visit',
  'give',
  'navigation',
] as const satisfies readonly PageTextsPart[]

/**
 * A page text's field as staff name it in History: the page's form's words, with the page named
 * where the field alone would not say it ("Plan a Visit FAQ"). Keys are `<page>.<field>`, as the
 * history routes name the page texts' fields.
 */
export const PAGE_TEXT_FIELD_LABELS: Record<string, string> = {
  'home.heroTitle': 'Home hero title',
  'home.heroSubtitle': 'Home hero subtitle',
  'home.welcomeCards': 'Home welcome cards',
  'home.newsletterPromise': 'Newsletter promise',
  'about.leaders': 'Leadership cards',
  'about.music': 'Music',
  'about.kidsChurch': 'Kids Church',
  'about.whatWeBelieve': 'What We Believe',
  'about.hiddenTabs': 'Hidden About tabs',
  'visit.heroText': 'Plan a Visit welcome',
  'visit.faq': 'Plan a Visit FAQ',
  'give.accountId': 'Tithe.ly account ID',
  'give.taxNotice': 'Tax notice',
  'give.introText': 'Give introduction',
  'give.byCheckText': 'Give by check',
  'give.inPersonText': 'Give in person',
  'give.officeText': 'Give through the office',
  'navigation.mainLinks': 'Main menu',
  'navigation.footerLinks': 'Footer quick links',
}

/** Each page as the Pages tab heads its form. */
export const PAGE_TEXTS_PART_LABELS: Record<PageTextsPart, string> = {
  home: 'Home',
  about: 'About',
  visit: 'Plan a Visit',
  give: 'Give',
  navigation: 'Navigation',
}
