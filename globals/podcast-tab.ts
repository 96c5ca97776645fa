import type { Field, Tab, TextFieldSingleValidation } from 'payload'

import { urlField } from '@collections/fields/common'
import { validateWith } from '@collections/fields/validate'
import { isLanguageTag, podcastMessages } from '@/lib/podcast-settings'
import { orBlank } from '@/lib/validation/rules'
import { checkPodcastArtwork } from '@/server/podcast/check-artwork'

/** The sermon podcast's channel settings (docs/podcast-calendar-seo.md). Empty means a default. */
export const podcastTab: Tab = {
  label: 'Podcast',
  fields: [
    {
      name: 'podcastTitle',
      type: 'text',
      admin: { description: 'The show name in podcast apps. Empty: "<church name> Sermons".' },
    },
    {
      name: 'podcastDescription',
      type: 'textarea',
      admin: { description: 'What the show is about. Empty: the tagline.' },
    },
    {
      name: 'podcastAuthor',
      type: 'text',
      admin: { description: 'Shown as the show author. Empty: the church name.' },
    },
    {
      name: 'podcastImageUrl',
      type: 'text',
      validate: (async (value, { req }) =>
        checkPodcastArtwork(req.payload, value)) as TextFieldSingleValidation,
      admin: { description: 'A square JPEG or PNG, 1400 to 3000 pixels a side, uploaded here.' },
    },
    {
      name: 'podcastLanguage',
      type: 'text',
      defaultValue: 'en',
      validate: validateWith(orBlank(isLanguageTag), podcastMessages.language),
    },
    urlField({
      name: 'podcastAppleUrl',
      admin: { description: 'The show page on Apple Podcasts, once Apple has accepted the feed.' },
    }),
    urlField({
      name: 'podcastSpotifyUrl',
      admin: { description: 'The show page on Spotify, once Spotify has accepted the feed.' },
    }),
  ] as Field[],
}
