import type { Payload } from 'payload'

import { countOf } from '@/lib/format-count'
import { slugs } from '@/lib/slugs'

import type { User } from '../../../payload-types'
import { inTransaction } from './in-transaction'

/** Deletes every sermon or every event, in one transaction: all of them, or none if one fails. */
export const clearAll = (payload: Payload, user: User | null, collection: 'sermons' | 'events') =>
  inTransaction(payload, user, async (req) => {
    const one = collection === 'sermons' ? 'sermon' : 'event'
    const { docs, errors } = await payload.delete({
      collection: collection === 'sermons' ? slugs.sermons : slugs.events,
      where: { id: { exists: true } },
      req,
      overrideAccess: false,
    })
    if (errors.length > 0) throw new Error(`Could not delete ${countOf(errors.length, one)}`)
    return { message: `Deleted ${countOf(docs.length, one)}`, deleted: docs.length }
  })
