import { z } from 'zod'

import { WELCOME_CARD_COUNT } from '../page-texts/home-defaults'
import { messages } from '../validation/messages'
import { optionalText, requiredText } from './fields'
import { globalPublishingFields } from './global-publishing'
import { writeBody } from './write-body'

const welcomeCard = z
  .strictObject({
    id: z.string().nullish(),
    title: requiredText(messages.welcomeCardTitleRequired),
    text: requiredText(messages.welcomeCardTextRequired),
  })
  .transform(({ id: _id, ...card }) => card)

/** PUT /api/admin/page-texts/home: the hero, the three welcome cards, the newsletter's promise. */
export const homeTextsBodySchema = writeBody('page-texts', {
  heroTitle: requiredText(messages.heroTitleRequired),
  heroSubtitle: optionalText().transform((value) => value ?? ''),
  welcomeCards: z.array(welcomeCard).length(WELCOME_CARD_COUNT, messages.welcomeCardCount),
  newsletterPromise: requiredText(messages.newsletterPromiseRequired),
  ...globalPublishingFields,
})

export const homeTextsSchema = z.object({
  heroTitle: z.string(),
  heroSubtitle: z.string(),
  welcomeCards: z.array(z.object({ title: z.string(), text: z.string() })),
  newsletterPromise: z.string(),
})
