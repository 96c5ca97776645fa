import type { Field, GlobalConfig } from 'payload'

import { admins } from '@/access/admins'
import { required, validateWith } from '@collections/fields/validate'
import { revalidateGlobal } from '@collections/hooks/revalidate'
import { PAGE_TEXT_VARIABLES, PAGE_TEXTS_DEFAULTS } from '@/lib/page-texts/defaults'
import type { SiteLink } from '@/lib/page-texts/links'
import { isGivingAccountId } from '@/lib/page-texts/giving-account'
import { GIVE_TEXT_FIELDS } from '@/lib/page-texts/give-texts'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'
import { isPageLocation } from '@/lib/validation/rules'

import { withGlobalDrafts } from './drafts/with-global-drafts'
import { aboutGroup } from './page-texts/about-fields'
import { homeGroup } from './page-texts/home-fields'

const VARIABLES_HINT = `${PAGE_TEXT_VARIABLES.join(' and ')} (the first service time) are filled in.`

/** A menu's links: a path on this site or an http(s) address, never javascript: or the like. */
const linksField = (name: string, label: string, defaultValue: SiteLink[]): Field => ({
  name,
  type: 'array',
  label,
  defaultValue,
  fields: [
    { name: 'label', type: 'text', required: true, validate: required(messages.linkLabelRequired) },
    {
      name: 'href',
      type: 'text',
      required: true,
      validate: required(messages.linkLocation, isPageLocation, messages.linkLocation),
      admin: { description: 'A page such as /events, or a full https:// address.' },
    },
  ],
})

/**
 * The texts of Home, About, Plan a Visit, Give and the menus that a church rewrites (docs/site-content.md). Defaults are
 * the spec's texts, shown until staff save.
 */
export const PageTexts: GlobalConfig = withGlobalDrafts({
  slug: slugs.pageTexts,
  access: { update: admins },
  hooks: { afterChange: [revalidateGlobal(slugs.pageTexts)] },
  fields: [
    {
      name: 'visit',
      type: 'group',
      label: 'Plan a Visit',
      fields: [
        {
          name: 'heroText',
          type: 'textarea',
          required: true,
          defaultValue: PAGE_TEXTS_DEFAULTS.visit.heroText,
          validate: required(messages.heroTextRequired),
          admin: { description: VARIABLES_HINT },
        },
        {
          name: 'faq',
          type: 'array',
          label: 'Questions and answers',
          defaultValue: PAGE_TEXTS_DEFAULTS.visit.faq,
          fields: [
            {
              name: 'question',
              type: 'text',
              required: true,
              validate: required(messages.questionRequired),
            },
            {
              name: 'answer',
              type: 'textarea',
              required: true,
              validate: required(messages.answerRequired),
              admin: { description: `An empty line starts a new paragraph. ${VARIABLES_HINT}` },
            },
          ],
        },
      ],
    },
    {
      name: 'give',
      type: 'group',
      label: 'Give',
      fields: [
        {
          name: 'accountId',
          type: 'text',
          required: true,
          defaultValue: PAGE_TEXTS_DEFAULTS.give.accountId,
          validate: validateWith(
            (value) => typeof value === 'string' && isGivingAccountId(value.trim()),
            messages.givingAccount,
          ),
          admin: { description: 'Your church’s id with Tithe.ly, as its embed code shows it.' },
        },
        {
          name: 'taxNotice',
          type: 'textarea',
          required: true,
          defaultValue: PAGE_TEXTS_DEFAULTS.give.taxNotice,
          validate: required(messages.taxNoticeRequired),
          admin: { description: VARIABLES_HINT },
        },
        ...GIVE_TEXT_FIELDS.map(({ name, label }): Field => ({
          name,
          type: 'textarea',
          label,
          required: true,
          defaultValue: PAGE_TEXTS_DEFAULTS.give[name],
          validate: required(messages.giveTextRequired),
          admin: { description: VARIABLES_HINT },
        })),
      ],
    },
    homeGroup,
    aboutGroup,
    {
      name: 'navigation',
      type: 'group',
      label: 'Navigation',
      fields: [
        linksField('mainLinks', 'Main menu', PAGE_TEXTS_DEFAULTS.navigation.mainLinks),
        linksField('footerLinks', 'Footer quick links', PAGE_TEXTS_DEFAULTS.navigation.footerLinks),
      ],
    },
  ],
})
