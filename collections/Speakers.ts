import { slugs } from '@/lib/slugs'

import { profileCollection } from './fields/profile'

/** A speaker's page text (/sermons/speakers/{slug}). */
export const Speakers = profileCollection({
  slug: slugs.speakers,
  singular: 'Speaker',
  plural: 'Speakers',
  pagePath: '/sermons/speakers',
})
