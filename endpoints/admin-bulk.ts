import { eventBulkImportBodySchema, sermonBulkUpdateBodySchema } from '@/lib/schemas/bulk'
import { bulkImportEvents } from '@/server/admin/bulk-import-events'
import { bulkUpdateSermons } from '@/server/admin/bulk-update-sermons'
import { clearAll } from '@/server/admin/clear-all'

import { bulkImportResult, bulkUpdateResult, clearAllResult, json } from './responses'
import { route } from './types'

export const adminBulkRoutes = [
  route({
    method: 'POST',
    path: '/admin/sermons/bulk-update',
    access: 'admin',
    summary:
      'Update sermons by id (or by title and date), create new ones, count the skipped; all or nothing; asDrafts: true saves them as drafts',
    responses: { 200: json('What was done', bulkUpdateResult) },
    body: sermonBulkUpdateBodySchema,
    handler: ({ payload, user, body }) =>
      bulkUpdateSermons(payload, user, body.data, body.asDrafts),
  }),
  route({
    method: 'POST',
    path: '/admin/events/bulk-import',
    access: 'admin',
    summary:
      'Create events from rows; rows without a title are dropped; all or nothing; asDrafts: true saves them as drafts',
    responses: { 200: json('What was done', bulkImportResult) },
    body: eventBulkImportBodySchema,
    handler: ({ payload, user, body }) => bulkImportEvents(payload, user, body.data, body.asDrafts),
  }),
  route({
    method: 'DELETE',
    path: '/admin/sermons/clear-all',
    access: 'admin',
    summary: 'Move every sermon to the trash (deleted counts them)',
    responses: { 200: json('How many were moved to the trash', clearAllResult) },
    handler: ({ payload, user }) => clearAll(payload, user, 'sermons'),
  }),
  route({
    method: 'DELETE',
    path: '/admin/events/clear-all',
    access: 'admin',
    summary: 'Move every event to the trash (deleted counts them)',
    responses: { 200: json('How many were moved to the trash', clearAllResult) },
    handler: ({ payload, user }) => clearAll(payload, user, 'events'),
  }),
]
