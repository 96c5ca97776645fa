import { eventBulkImportBodySchema, sermonBulkUpdateBodySchema } from '@/lib/schemas/bulk'
import { bulkImportEvents } from '@/server/admin/bulk-import-events'
import { bulkUpdateSermons } from '@/server/admin/bulk-update-sermons'
import { clearAll } from '@/server/admin/clear-all'

import { route } from './types'

export const adminBulkRoutes = [
  // POST /api/admin/sermons/bulk-update – {data: rows}; all or nothing
  route({
    method: 'POST',
    path: '/admin/sermons/bulk-update',
    access: 'admin',
    summary: 'Update or create sermons from pasted rows',
    body: sermonBulkUpdateBodySchema,
    handler: ({ payload, user, body }) => bulkUpdateSermons(payload, user, body.data),
  }),
  // POST /api/admin/events/bulk-import – {data: rows}; untitled rows dropped; all or nothing
  route({
    method: 'POST',
    path: '/admin/events/bulk-import',
    access: 'admin',
    summary: 'Import events from pasted rows',
    body: eventBulkImportBodySchema,
    handler: ({ payload, user, body }) => bulkImportEvents(payload, user, body.data),
  }),
  // DELETE /api/admin/sermons/clear-all – every sermon
  route({
    method: 'DELETE',
    path: '/admin/sermons/clear-all',
    access: 'admin',
    summary: 'Delete every sermon',
    handler: ({ payload, user }) => clearAll(payload, user, 'sermons'),
  }),
  // DELETE /api/admin/events/clear-all – every event
  route({
    method: 'DELETE',
    path: '/admin/events/clear-all',
    access: 'admin',
    summary: 'Delete every event',
    handler: ({ payload, user }) => clearAll(payload, user, 'events'),
  }),
]
