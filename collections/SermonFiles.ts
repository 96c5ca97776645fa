import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { anyone } from '@/access/anyone'
import { slugs } from '@/lib/slugs'
import { removeStoredFile } from '@/server/sermon-files/manage-files'

import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate'

/**
 * A sermon's hosted audio or document (docs/uploads.md): the file lives on disk under MEDIA_DIR
 * (src/server/sermon-files), this record says what it is, as read from its bytes on arrival.
 * Created only by the server when an upload completes; staff change labels and delete.
 */
export const SermonFiles: CollectionConfig = {
  slug: slugs.sermonFiles,
  admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'kind', 'sermon', 'bytes'] },
  access: { read: anyone, create: admins, update: admins, delete: admins },
  // The sermon page lists a sermon's documents under the sermons' cache tag.
  hooks: {
    afterChange: [revalidateAfterChange(slugs.sermons)],
    afterDelete: [removeStoredFile, revalidateAfterDelete(slugs.sermons)],
  },
  fields: [
    { name: 'filename', type: 'text', required: true, unique: true, index: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { label: 'Audio', value: 'audio' },
        { label: 'Document', value: 'document' },
      ],
    },
    { name: 'sermon', type: 'relationship', relationTo: slugs.sermons, index: true },
    { name: 'label', type: 'text' },
    { name: 'mimeType', type: 'text', required: true },
    { name: 'bytes', type: 'number', required: true },
    // Audio only, read from the file by music-metadata.
    { name: 'seconds', type: 'number' },
    { name: 'bitrate', type: 'number' },
    { name: 'channels', type: 'number' },
  ],
}
