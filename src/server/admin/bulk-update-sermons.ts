import type { Payload, PayloadRequest, Where } from 'payload'

import { countOf } from '@/lib/format-count'
import { sermonBulkRowSchema, type SermonBulkRow } from '@/lib/schemas/bulk'
import { slugs } from '@/lib/slugs'
import { badRequest } from '@/server/api/errors'
import { draftWrite } from '@/server/publishing/draft-write'

import type { User } from '../../../payload-types'
import { inTransaction } from './in-transaction'
import { parseRow, rowFailure } from './row-errors'

/**
 * The sermon a row names: by id, or by title and date when there is no id
 * (docs/requirements/dashboard.md).
 */
const findTarget = async (req: PayloadRequest, row: SermonBulkRow) => {
  const where: Where | null = row.id
    ? { id: { equals: row.id } }
    : row.title && row.date
      ? { and: [{ title: { equals: row.title } }, { date: { equals: row.date } }] }
      : null
  if (!where) return null
  const { docs } = await req.payload.find({
    collection: slugs.sermons,
    where,
    limit: 1,
    depth: 0,
    req,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * Updates (or creates) sermons from pasted rows, all or nothing: one invalid row rolls back every
 * row before it. Rows that name no sermon and cannot make a new one are skipped and counted. With
 * asDrafts, new sermons are drafts and changes are draft changes: the site is unchanged.
 */
export const bulkUpdateSermons = async (
  payload: Payload,
  user: User | null,
  rows: unknown[],
  asDrafts?: boolean,
) => {
  if (rows.length === 0) throw badRequest('No data found to update')
  const parsed = rows.map((row, index) => parseRow(sermonBulkRowSchema, row, index))
  return inTransaction(payload, user, async (req) => {
    const counts = { updated: 0, created: 0, skipped: 0 }
    for (const [index, row] of parsed.entries()) {
      const { id: _id, ...fields } = row
      try {
        const target = await findTarget(req, row)
        if (target) {
          await payload.update({
            collection: slugs.sermons,
            id: target.id,
            ...draftWrite(fields, asDrafts),
            req,
            overrideAccess: false,
          })
          counts.updated += 1
        } else if (!row.id && fields.title && fields.speaker && fields.date) {
          await payload.create({
            collection: slugs.sermons,
            ...draftWrite(
              { ...fields, title: fields.title, speaker: fields.speaker, date: fields.date },
              asDrafts,
            ),
            req,
            overrideAccess: false,
          })
          counts.created += 1
        } else {
          counts.skipped += 1
        }
      } catch (error) {
        throw rowFailure(error, index)
      }
    }
    return {
      message: `Updated ${countOf(counts.updated, 'sermon')}, created ${counts.created}, skipped ${counts.skipped}${asDrafts ? ' (saved as drafts)' : ''}`,
      ...counts,
    }
  })
}
