import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { publishedForVisitors } from '@/access/published-for-visitors'
import { slugs } from '@/lib/slugs'
import { messages } from '@/lib/validation/messages'

import { dateField, durationField, urlField, youtubeVideoIdField } from './fields/common'
import { required } from './fields/validate'
import { learnAudioFacts } from './hooks/learn-audio-facts'
import { matchExistingSeries } from './hooks/match-existing-series'
import { revalidateHooks } from './hooks/revalidate'
import { withDrafts } from './drafts/with-drafts'
import { withTrash } from './trash/with-trash'
import { storeScriptureRefs } from './hooks/sermon-refs'

const revalidate = revalidateHooks(slugs.sermons)

export const Sermons: CollectionConfig = withDrafts(
  withTrash({
    slug: slugs.sermons,
    admin: { useAsTitle: 'title', defaultColumns: ['title', 'speaker', 'series', 'date'] },
    defaultSort: '-date',
    access: { read: publishedForVisitors, create: admins, update: admins, delete: admins },
    hooks: {
      ...revalidate,
      beforeValidate: [matchExistingSeries],
      beforeChange: [learnAudioFacts],
      afterChange: [storeScriptureRefs, ...revalidate.afterChange],
    },
    fields: [
      { name: 'title', type: 'text', required: true, validate: required(messages.titleRequired) },
      {
        name: 'speaker',
        type: 'text',
        required: true,
        index: true,
        validate: required(messages.speakerRequired),
      },
      { name: 'scripture', type: 'text' },
      { name: 'series', type: 'text', index: true },
      dateField({ name: 'date' }),
      durationField(),
      urlField({ name: 'youtubeUrl' }),
      urlField({ name: 'audioUrl' }),
      // Learned from the audio file when it is saved (hooks/learn-audio-facts.ts), for the podcast.
      {
        name: 'audioBytes',
        type: 'number',
        admin: { readOnly: true, position: 'sidebar', description: 'Size of the audio file.' },
      },
      {
        name: 'audioType',
        type: 'text',
        admin: { readOnly: true, position: 'sidebar', description: 'Type of the audio file.' },
      },
      {
        name: 'audioSeconds',
        type: 'number',
        admin: {
          readOnly: true,
          position: 'sidebar',
          description: 'Length of the audio file in seconds, read from a file this site serves.',
        },
      },
      {
        name: 'description',
        type: 'textarea',
        admin: {
          description:
            "Paragraphs are separated by blank lines. A paragraph with 'Scriptures Referenced:' and one with 'Social Links:' are shown in their own sections.",
        },
      },
      urlField({ name: 'thumbnailUrl' }),
      { name: 'tags', type: 'text', hasMany: true },
      youtubeVideoIdField(),
    ],
  }),
)
