import type { GlobalConfig } from 'payload'

import { admins } from '@/access/admins'
import { required } from '@collections/fields/validate'
import { revalidateGlobal } from '@collections/hooks/revalidate'
import { PROMO_VARIABLES } from '@/lib/service-times/format'
import { dayName, WEEKDAYS } from '@/lib/service-times/weekdays'
import { SERVICE_TIMES_DEFAULTS } from '@/lib/site-defaults'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'
import { isTimeOfDay } from '@/lib/validation/rules'

import { withGlobalDrafts } from './drafts/with-global-drafts'

/**
 * The church's weekly services: the footer, the home page, the contact page and the structured
 * data all read them (docs/site-content.md). Defaults are the spec's times, shown until staff save.
 */
export const ServiceTimes: GlobalConfig = withGlobalDrafts({
  slug: slugs.serviceTimes,
  access: { update: admins },
  hooks: { afterChange: [revalidateGlobal(slugs.serviceTimes)] },
  fields: [
    {
      name: 'services',
      type: 'array',
      defaultValue: SERVICE_TIMES_DEFAULTS.services,
      admin: { description: 'In the order the pages list them; the first is the promo line’s.' },
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          validate: required(messages.serviceNameRequired),
        },
        {
          name: 'day',
          type: 'select',
          required: true,
          options: WEEKDAYS.map((day) => ({ label: dayName(day), value: day })),
        },
        {
          name: 'time',
          type: 'text',
          required: true,
          validate: required(messages.timeRequired, isTimeOfDay, messages.timeFormat),
          admin: { placeholder: 'HH:MM' },
        },
        { name: 'note', type: 'text' },
        { name: 'location', type: 'text' },
        {
          name: 'footerLabel',
          type: 'text',
          admin: { description: 'A shorter name for the footer, such as "Sundays".' },
        },
        { name: 'showInFooter', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      name: 'promoLine',
      type: 'text',
      required: true,
      defaultValue: SERVICE_TIMES_DEFAULTS.promoLine,
      validate: required(messages.promoLineRequired),
      admin: {
        description: `${PROMO_VARIABLES.time} is the first service's time; ${PROMO_VARIABLES.timeZone} is EST or EDT (or your zone's name) on the day.`,
      },
    },
  ],
})
