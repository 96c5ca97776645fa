import { ABOUT_DEFAULTS, type AboutTexts } from '../about/defaults'
import { NAV_LINKS } from '../site-defaults'
import { HOME_DEFAULTS, type HomeTexts } from './home-defaults'
import type { SiteLink } from './links'
import { GIVE_TEXTS_DEFAULTS, type GiveTexts } from './give-texts'
import { VISIT_FAQ_ITEMS } from './visit-faq-defaults'

const SPEC_LINKS = NAV_LINKS.map(({ label, href }) => ({ label, href }))

/** What a page text may say in brackets, filled in where it is shown (fillPageText). */
export const PAGE_TEXT_VARIABLES = ['[Church Name]', '[Time]'] as const

/** The home hero may also say the tagline set in Settings. */
export const TAGLINE_VARIABLE = '[Tagline]'

/**
 * The texts a new church starts with (the spec's): staff replace them in the dashboard (Pages),
 * and the pages read them from there (docs/site-content.md). An FAQ answer's paragraphs are
 * separated by an empty line.
 */
export type PageTexts = {
  visit: { heroText: string; faq: { question: string; answer: string }[] }
  give: { accountId: string; taxNotice: string } & GiveTexts
  home: HomeTexts
  about: AboutTexts
  navigation: { mainLinks: SiteLink[]; footerLinks: SiteLink[] }
}

export const PAGE_TEXTS_DEFAULTS: PageTexts = {
  visit: {
    heroText:
      'We would love to welcome you to [Church Name]. Join us for Sunday worship at [Time]; let us know you are coming and someone will be looking out for you at the door.',
    faq: VISIT_FAQ_ITEMS.map(({ question, answer }) => ({ question, answer: answer.join('\n\n') })),
  },
  give: {
    /** The church's account with the giving provider (Tithe.ly's demo account until set). */
    accountId: 'shoreline-demo',
    taxNotice:
      '[Church Name] is a nonprofit 501(c)(3) organization. Your gifts are tax-deductible to the extent allowed by law; a giving statement is sent each January.',
    ...GIVE_TEXTS_DEFAULTS,
  },
  home: HOME_DEFAULTS,
  about: ABOUT_DEFAULTS,
  /** The header's menu and the footer's Quick Links: the same six to start with. */
  navigation: { mainLinks: SPEC_LINKS, footerLinks: SPEC_LINKS },
}
