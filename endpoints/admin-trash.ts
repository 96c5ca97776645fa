import { countOf } from '@/lib/format-count'
import { trashListSchema, trashQuerySchema } from '@/lib/schemas/trash'
import { parseId } from '@/server/api/ids'
import { deleteForGood } from '@/server/trash/delete-for-good'
import { deleteTrashed } from '@/server/trash/delete-trashed'
import { listTrash } from '@/server/trash/list-trash'
import { restoreFromTrash } from '@/server/trash/restore-from-trash'
import { trashKindOf } from '@/server/trash/trash-kind'

import { clearAllResult, json, message } from './responses'
import { route } from './types'

/** The dashboard's Trash (docs/trash.md): what was deleted, restored or deleted for good. */
export const adminTrashRoutes = [
  // GET /api/admin/trash?kind= – what is in the trash, newest first
  route({
    method: 'GET',
    path: '/admin/trash',
    access: 'admin',
    summary:
      'What is in the trash (?kind=sermons, events, sunday-services, featured-content, live-streams or groups; all when left out), newest first, with who deleted it and when',
    responses: { 200: json('The trashed items', trashListSchema) },
    query: trashQuerySchema,
    handler: ({ payload, user, query }) =>
      listTrash(payload, user, query.kind ? [query.kind] : undefined),
  }),
  // POST /api/admin/trash/:kind/:id/restore – back on the site
  route({
    method: 'POST',
    path: '/admin/trash/:kind/:id/restore',
    access: 'admin',
    summary: 'Restore a trashed item: it is on the public site again at once',
    responses: { 200: message("'<Kind> restored'") },
    handler: ({ payload, user, params }) => {
      const kind = trashKindOf(params.kind)
      return restoreFromTrash(payload, user, kind, parseId(params.id, kind.label))
    },
  }),
  // DELETE /api/admin/trash/:kind/:id – gone for good
  route({
    method: 'DELETE',
    path: '/admin/trash/:kind/:id',
    access: 'admin',
    summary: 'Delete a trashed item for good (only items in the trash)',
    responses: { 200: message("'<Kind> deleted for good'") },
    handler: ({ payload, user, params }) => {
      const kind = trashKindOf(params.kind)
      return deleteForGood(payload, user, kind, parseId(params.id, kind.label))
    },
  }),
  // DELETE /api/admin/trash?kind= – empty the trash
  route({
    method: 'DELETE',
    path: '/admin/trash',
    access: 'admin',
    summary: 'Empty the trash (?kind= one kind only): everything in it is deleted for good',
    responses: { 200: json('How many were deleted for good', clearAllResult) },
    query: trashQuerySchema,
    handler: async ({ payload, user, query }) => {
      const deleted = await deleteTrashed(payload, {
        by: user!,
        kinds: query.kind ? [query.kind] : undefined,
      })
      return { message: `Deleted ${countOf(deleted, 'item')} for good`, deleted }
    },
  }),
]
