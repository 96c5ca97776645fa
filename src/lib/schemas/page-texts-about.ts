import { z } from 'zod'

import { HIDEABLE_ABOUT_TABS } from '../about-tabs'
import { messages } from '../validation/messages'
import { isEmail, isImageLocation } from '../validation/rules'
import { optionalText, optionalWith, requiredText } from './fields'
import { richTextDocumentSchema } from './rich-text'
import { globalPublishingFields } from './global-publishing'
import { writeBody } from './write-body'

/** More cards than a staff page shows; bounds the write (docs/decisions/010-bounded-input.md). */
export const MAX_LEADERS = 24

const blankAsEmpty = (value: string | null | undefined) => value ?? ''

const leader = z
  .strictObject({
    // Payload's row id, sent back by a form that read the list; rows are stored anew.
    id: z.string().nullish(),
    honorific: optionalText().transform(blankAsEmpty),
    name: requiredText(messages.leaderNameRequired),
    role: requiredText(messages.leaderRoleRequired),
    photoUrl: optionalWith(isImageLocation, messages.imageUrl).transform(blankAsEmpty),
    bio: requiredText(messages.leaderBioRequired),
    email: optionalWith(isEmail, messages.validEmail).transform(blankAsEmpty),
  })
  .transform(({ id: _id, ...card }) => card)

const hideableTab = z.enum(HIDEABLE_ABOUT_TABS.map(({ slug }) => slug) as [string, ...string[]])

/** PUT /api/admin/page-texts/about: the leadership cards, the three tabs' texts, hidden tabs. */
export const aboutTextsBodySchema = writeBody('page-texts', {
  leaders: z.array(leader).max(MAX_LEADERS, messages.tooManyLeaders),
  music: richTextDocumentSchema,
  kidsChurch: richTextDocumentSchema,
  whatWeBelieve: richTextDocumentSchema,
  hiddenTabs: z.array(hideableTab).max(HIDEABLE_ABOUT_TABS.length),
  ...globalPublishingFields,
})

export const aboutTextsSchema = z.object({
  leaders: z.array(
    z.object({
      honorific: z.string(),
      name: z.string(),
      role: z.string(),
      photoUrl: z.string(),
      bio: z.string(),
      email: z.string(),
    }),
  ),
  music: richTextDocumentSchema,
  kidsChurch: richTextDocumentSchema,
  whatWeBelieve: richTextDocumentSchema,
  hiddenTabs: z.array(hideableTab),
})
