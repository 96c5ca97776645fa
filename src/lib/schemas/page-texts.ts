import { z } from 'zod'

import { isGivingAccountId } from '../page-texts/giving-account'
import { messages } from '../validation/messages'
import { isPageLocation, MAX_URL_LENGTH } from '../validation/rules'
import { cappedString, requiredText } from './fields'
import { aboutTextsSchema } from './page-texts-about'
import { homeTextsSchema } from './page-texts-home'
import { globalPublishingFields } from './global-publishing'
import { writeBody } from './write-body'

/** More questions than a visitor reads; bounds the write (docs/decisions/010-bounded-input.md). */
export const MAX_FAQ_ENTRIES = 30

const faqEntry = z
  .strictObject({
    // Payload's row id, sent back by a form that read the list; rows are stored anew.
    id: z.string().nullish(),
    question: requiredText(messages.questionRequired),
    answer: requiredText(messages.answerRequired),
  })
  .transform(({ id: _id, ...entry }) => entry)

/** PUT /api/admin/page-texts/visit: Plan a Visit's welcome and its questions, in order. */
export const visitTextsBodySchema = writeBody('page-texts', {
  heroText: requiredText(messages.heroTextRequired),
  faq: z.array(faqEntry).max(MAX_FAQ_ENTRIES, messages.tooManyQuestions),
  ...globalPublishingFields,
})

/** PUT /api/admin/page-texts/give: the giving account, the tax notice, the other ways to give. */
export const giveTextsBodySchema = writeBody('page-texts', {
  accountId: cappedString(100, messages.givingAccount)
    .trim()
    .refine(isGivingAccountId, messages.givingAccount),
  taxNotice: requiredText(messages.taxNoticeRequired),
  introText: requiredText(messages.giveTextRequired),
  byCheckText: requiredText(messages.giveTextRequired),
  inPersonText: requiredText(messages.giveTextRequired),
  officeText: requiredText(messages.giveTextRequired),
  ...globalPublishingFields,
})

/** A menu is a handful of links; bounds the write. */
export const MAX_LINKS = 12

const linkList = z
  .array(
    z
      .strictObject({
        id: z.string().nullish(),
        label: requiredText(messages.linkLabelRequired),
        // A path on this site or an http(s) address: never javascript:, data: or //elsewhere.
        href: cappedString(MAX_URL_LENGTH, messages.linkLocation)
          .trim()
          .refine(isPageLocation, messages.linkLocation),
      })
      .transform(({ id: _id, ...link }) => link),
  )
  .max(MAX_LINKS, messages.tooManyLinks)

/** PUT /api/admin/page-texts/navigation: the header's menu and the footer's Quick Links. */
export const navigationBodySchema = writeBody('page-texts', {
  mainLinks: linkList,
  footerLinks: linkList,
  ...globalPublishingFields,
})

/** What GET /api/page-texts answers; [Church Name] and [Time] are still to fill in. */
export const pageTextsSchema = z.object({
  visit: z.object({
    heroText: z.string(),
    faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  }),
  give: z.object({
    accountId: z.string(),
    taxNotice: z.string(),
    introText: z.string(),
    byCheckText: z.string(),
    inPersonText: z.string(),
    officeText: z.string(),
  }),
  home: homeTextsSchema,
  about: aboutTextsSchema,
  navigation: z.object({
    mainLinks: z.array(z.object({ label: z.string(), href: z.string() })),
    footerLinks: z.array(z.object({ label: z.string(), href: z.string() })),
  }),
})
