import type { Field } from 'payload'

import { required } from '@collections/fields/validate'
import { HOME_DEFAULTS, WELCOME_CARD_COUNT } from '@/lib/page-texts/home-defaults'
import { messages } from '@/lib/validation/messages'

const VARIABLES_HINT = '[Church Name], [Tagline] and [Time] (the first service time) are filled in.'

/** Pages → Home: the hero's words, the three welcome cards and the newsletter's promise. */
export const homeGroup: Field = {
  name: 'home',
  type: 'group',
  label: 'Home',
  fields: [
    {
      name: 'heroTitle',
      type: 'text',
      required: true,
      defaultValue: HOME_DEFAULTS.heroTitle,
      validate: required(messages.heroTitleRequired),
      admin: { description: VARIABLES_HINT },
    },
    {
      name: 'heroSubtitle',
      type: 'text',
      defaultValue: HOME_DEFAULTS.heroSubtitle,
      admin: { description: `Optional. ${VARIABLES_HINT}` },
    },
    {
      name: 'welcomeCards',
      type: 'array',
      label: 'Welcome cards',
      minRows: WELCOME_CARD_COUNT,
      maxRows: WELCOME_CARD_COUNT,
      defaultValue: HOME_DEFAULTS.welcomeCards,
      fields: [
        {
          name: 'title',
          type: 'text',
          required: true,
          validate: required(messages.welcomeCardTitleRequired),
        },
        {
          name: 'text',
          type: 'textarea',
          required: true,
          validate: required(messages.welcomeCardTextRequired),
        },
      ],
    },
    {
      name: 'newsletterPromise',
      type: 'text',
      required: true,
      defaultValue: HOME_DEFAULTS.newsletterPromise,
      validate: required(messages.newsletterPromiseRequired),
      admin: { description: 'Shown by the newsletter signup on the home page and Plan a Visit.' },
    },
  ],
}
