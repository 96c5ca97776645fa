import {
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'

import { imageUrlField, optionalEmailField } from '@collections/fields/common'
import { required } from '@collections/fields/validate'
import { ABOUT_DEFAULTS } from '@/lib/about/defaults'
import { HIDEABLE_ABOUT_TABS } from '@/lib/about-tabs'
import type { RichTextDocument } from '@/lib/rich-text/document'
import { richTextMessage } from '@/lib/rich-text/problem-messages'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'

/**
 * What the dashboard's editor makes, for /cms: headings under the page's own (h3, h4), lists,
 * links to addresses (no internal links: their address is not stored), quotes and images.
 */
const aboutEditor = lexicalEditor({
  features: () => [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h3', 'h4'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    UnorderedListFeature(),
    OrderedListFeature(),
    LinkFeature({ enabledCollections: [] }),
    BlockquoteFeature(),
    // The alt text is kept per placing, in the node's `fields.alt`, as the dashboard's editor keeps it.
    UploadFeature({
      collections: {
        [slugs.media]: {
          fields: [
            { name: 'alt', type: 'text', label: 'Describe the image for people who cannot see it' },
          ],
        },
      },
    }),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

const richTextField = (name: string, label: string, document: RichTextDocument): Field => ({
  name,
  type: 'richText',
  label,
  required: true,
  // Payload's JSON type is narrower than a stored document's; the value is plain JSON.
  defaultValue: document as never,
  editor: aboutEditor,
  validate: (value: unknown) => richTextMessage(value) ?? true,
})

/** Pages → About: the leadership cards, the three rich-text tabs and which of them are hidden. */
export const aboutGroup: Field = {
  name: 'about',
  type: 'group',
  label: 'About',
  fields: [
    {
      name: 'leaders',
      type: 'array',
      label: 'Leadership cards',
      defaultValue: ABOUT_DEFAULTS.leaders,
      fields: [
        {
          name: 'honorific',
          type: 'text',
          admin: { description: 'Shown before the name, such as The Rev.' },
        },
        {
          name: 'name',
          type: 'text',
          required: true,
          validate: required(messages.leaderNameRequired),
        },
        {
          name: 'role',
          type: 'text',
          required: true,
          validate: required(messages.leaderRoleRequired),
        },
        imageUrlField({ name: 'photoUrl', label: 'Photo' }),
        {
          name: 'bio',
          type: 'textarea',
          required: true,
          validate: required(messages.leaderBioRequired),
        },
        optionalEmailField({ name: 'email', label: 'Contact email' }),
      ],
    },
    richTextField('music', 'Music', ABOUT_DEFAULTS.music),
    richTextField('kidsChurch', 'Kids Church', ABOUT_DEFAULTS.kidsChurch),
    richTextField('whatWeBelieve', 'What We Believe', ABOUT_DEFAULTS.whatWeBelieve),
    {
      name: 'hiddenTabs',
      type: 'select',
      hasMany: true,
      label: 'Hidden tabs',
      defaultValue: ABOUT_DEFAULTS.hiddenTabs,
      options: HIDEABLE_ABOUT_TABS.map(({ slug, label }) => ({ value: slug, label })),
    },
  ],
}
