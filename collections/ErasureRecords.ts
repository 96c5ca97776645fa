import type { CollectionConfig } from 'payload'

import { admins } from '@/access/admins'
import { slugs } from '@/lib/slugs'

/**
 * The record of each "erase one person's data" (docs/privacy.md): who, when, how many rows. It
 * never holds the address itself, which is what was erased. Written only by the server.
 */
export const ErasureRecords: CollectionConfig = {
  slug: slugs.erasureRecords,
  admin: { defaultColumns: ['createdAt', 'erasedBy', 'rowsDeleted', 'rowsAnonymised'] },
  defaultSort: '-createdAt',
  access: { read: admins, create: () => false, update: () => false, delete: () => false },
  fields: [
    // Empty once that account is removed; the record itself stays.
    { name: 'erasedBy', type: 'relationship', relationTo: slugs.users },
    { name: 'rowsDeleted', type: 'number', required: true, min: 0 },
    { name: 'rowsAnonymised', type: 'number', required: true, min: 0 },
    // Per source, e.g. "Contact messages: 2 anonymised".
    { name: 'details', type: 'textarea' },
  ],
}
