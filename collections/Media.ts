import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '@/env'
import { admins } from '@/access/admins'
import { anyone } from '@/access/anyone'
import { revalidateHooks } from './hooks/revalidate'
import { slugs } from '@/lib/slugs'

/** Uploaded images (event images, the logo). On disk under .data/media unless S3 is configured. */
export const Media: CollectionConfig = {
  slug: slugs.media,
  access: { read: anyone, create: admins, update: admins, delete: admins },
  // Pages that draw an image from the library (rich texts) read it cached under this tag.
  hooks: revalidateHooks(slugs.media),
  upload: {
    // Outside the build's file tracing: the directory is chosen at run time.
    staticDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), env.MEDIA_DIR),
    mimeTypes: ['image/*'],
  },
  fields: [{ name: 'alt', type: 'text' }],
}
