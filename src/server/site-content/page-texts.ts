import { PAGE_TEXTS_DEFAULTS, type PageTexts } from '@/lib/page-texts/defaults'
import type { SiteLink } from '@/lib/page-texts/links'
import type { RichTextDocument } from '@/lib/rich-text/document'
import { slugs } from '@/lib/slugs'
import { cachedRead } from '@/server/cache/cached-read'
import { getPayloadClient } from '@/server/payload'

import type { PageText } from '../../../payload-types'

const links = (saved: SiteLink[] | null | undefined): SiteLink[] =>
  (saved ?? []).map(({ label, href }) => ({ label, href }))

/** The texts as pages read them: no row ids, no bookkeeping. */
export const toPageTexts = (saved: PageText): PageTexts => ({
  visit: {
    heroText: saved.visit.heroText,
    faq: (saved.visit.faq ?? []).map(({ question, answer }) => ({ question, answer })),
  },
  give: {
    accountId: saved.give.accountId,
    taxNotice: saved.give.taxNotice,
    introText: saved.give.introText,
    byCheckText: saved.give.byCheckText,
    inPersonText: saved.give.inPersonText,
    officeText: saved.give.officeText,
  },
  home: {
    heroTitle: saved.home.heroTitle,
    heroSubtitle: saved.home.heroSubtitle ?? '',
    welcomeCards: (saved.home.welcomeCards ?? []).map(({ title, text }) => ({ title, text })),
    newsletterPromise: saved.home.newsletterPromise,
  },
  about: {
    leaders: (saved.about.leaders ?? []).map((leader) => ({
      honorific: leader.honorific ?? '',
      name: leader.name,
      role: leader.role,
      photoUrl: leader.photoUrl ?? '',
      bio: leader.bio,
      email: leader.email ?? '',
    })),
    music: saved.about.music as RichTextDocument,
    kidsChurch: saved.about.kidsChurch as RichTextDocument,
    whatWeBelieve: saved.about.whatWeBelieve as RichTextDocument,
    hiddenTabs: saved.about.hiddenTabs ?? [],
  },
  navigation: {
    mainLinks: links(saved.navigation?.mainLinks),
    footerLinks: links(saved.navigation?.footerLinks),
  },
})

const readPageTexts = async (): Promise<PageTexts> => {
  const payload = await getPayloadClient()
  return toPageTexts(await payload.findGlobal({ slug: slugs.pageTexts, depth: 0 }))
}

/** Cached under the global's tag, expired by its afterChange hook (as service-times.ts). */
const cachedPageTexts = cachedRead(
  readPageTexts,
  ['page-texts'],
  [slugs.pageTexts],
  PAGE_TEXTS_DEFAULTS,
)

export const getPageTexts = (): Promise<PageTexts> => cachedPageTexts.data()

export const getPageTextsJson = (): Promise<string> => cachedPageTexts.json()
