import type { CollectionConfig, Field } from 'payload'

import { admins } from '@/access/admins'
import { anyone } from '@/access/anyone'
import { slugify } from '@/lib/content/slugify'

import { required } from './validate'
import { revalidateHooks } from '../hooks/revalidate'

type Options = {
  slug: string
  singular: string
  plural: string
  pagePath: string
  extra?: Field[]
}

/**
 * A sermon series or a speaker as staff describe it: the name exactly as sermons carry it, the
 * URL slug derived from it (./src/lib/content/slugify.ts) and a short description for the public
 * page. The page exists for every name sermons use; a row here only adds the description.
 */
export const profileCollection = ({
  slug,
  singular,
  plural,
  pagePath,
  extra = [],
}: Options): CollectionConfig => ({
  slug,
  labels: { singular, plural },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug'],
    description: `Shown on the ${singular.toLowerCase()}'s page, ${pagePath}/{slug}.`,
  },
  defaultSort: 'name',
  access: { read: anyone, create: admins, update: admins, delete: admins },
  hooks: {
    ...revalidateHooks(slug),
    beforeValidate: [
      ({ data }) => (data?.name ? { ...data, slug: slugify(String(data.name)) } : data),
    ],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 200,
      validate: required('Name is required'),
      admin: { description: 'Exactly as the sermons name it.' },
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Made from the name.' },
    },
    { name: 'description', type: 'textarea', maxLength: 1000 },
    ...extra,
  ],
})
