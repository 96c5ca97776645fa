import { slugs } from '@/lib/slugs'

import { imageUrlField } from './fields/common'
import { profileCollection } from './fields/profile'

/** A sermon series' page text and artwork (/sermons/series/{slug}). */
export const SermonSeries = profileCollection({
  slug: slugs.sermonSeries,
  singular: 'Sermon series',
  plural: 'Sermon series',
  pagePath: '/sermons/series',
  extra: [
    imageUrlField({
      name: 'artworkUrl',
      admin: { description: 'Series artwork: a link starting with http or /.' },
    }),
  ],
})
