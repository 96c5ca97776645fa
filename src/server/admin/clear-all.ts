import type { Payload } from 'payload'

import { countOf } from '@/lib/format-count'
import { slugs } from '@/lib/slugs'

import type { User } from '../../../payload-types'
import { inTransaction } from './in-transaction'

/**
 * Moves every sermon or every event to the trash (docs/trash.md), in one transaction: all of
 * them, or none if one fails. The answer keeps the spec's shape ({message, deleted}).
 */
export const clearAll = (payload: Payload, user: User | null, collection: 'sermons' | 'events') =>
  inTransaction(payload, user, async (req) => {
    const one = collection === 'sermons' ? 'sermon' : 'event'
    const { docs, errors } = await payload.update({
      collection: collection === 'sermons' ? slugs.sermons : slugs.events,
      where: { id: { exists: true } },
      data: { deletedAt: new Date().toISOString() },
      depth: 0,
      req,
      overrideAccess: false,
    })
    if (errors.length > 0)
      throw new Error(`Could not move ${countOf(errors.length, one)} to the trash`)
    return { message: `Moved ${countOf(docs.length, one)} to the trash`, deleted: docs.length }
  })
