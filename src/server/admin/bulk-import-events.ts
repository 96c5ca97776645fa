import type { Payload } from 'payload'

import { countOf } from '@/lib/format-count'
import { eventImportRowSchema } from '@/lib/schemas/bulk'
import { slugs } from '@/lib/slugs'
import { badRequest } from '@/server/api/errors'
import { draftWrite } from '@/server/publishing/draft-write'

import type { User } from '../../../payload-types'
import { inTransaction } from './in-transaction'
import { parseRow, rowFailure } from './row-errors'

const hasTitle = (row: unknown) =>
  typeof (row as { title?: unknown })?.title === 'string' &&
  Boolean((row as { title: string }).title.trim())

/**
 * Creates events from pasted rows, all or nothing. Rows without a title are dropped
 * (docs/requirements/dashboard.md). With asDrafts they are drafts, off the site until published.
 */
export const bulkImportEvents = async (
  payload: Payload,
  user: User | null,
  rows: unknown[],
  asDrafts?: boolean,
) => {
  const titled = rows.map((row, index) => ({ row, index })).filter(({ row }) => hasTitle(row))
  if (titled.length === 0) throw badRequest('No valid events found to import')
  const parsed = titled.map(({ row, index }) => ({
    data: parseRow(eventImportRowSchema, row, index),
    index,
  }))
  return inTransaction(payload, user, async (req) => {
    for (const { data, index } of parsed) {
      try {
        await payload.create({
          collection: slugs.events,
          ...draftWrite(data, asDrafts),
          req,
          overrideAccess: false,
          depth: 0,
        })
      } catch (error) {
        throw rowFailure(error, index)
      }
    }
    return {
      message: `Imported ${countOf(parsed.length, 'event')}${asDrafts ? ' as drafts' : ''}`,
      imported: parsed.length,
      dropped: rows.length - parsed.length,
    }
  })
}
