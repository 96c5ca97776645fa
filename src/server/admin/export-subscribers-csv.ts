import { stringify } from 'csv-stringify/sync'
import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'

import type { User } from '../../../payload-types'
import { csvSafeCell } from './csv-cell'

const HEADER = ['Email', 'First name', 'Last name', 'Phone', 'Status', 'Subscribed on']

/** Read a page at a time, so a long list never sits in one query's memory at once. */
const PAGE_SIZE = 500

/**
 * Every newsletter subscriber as CSV (RFC 4180 quoting by csv-stringify), oldest first, read with
 * the caller's own access. A byte-order mark makes Excel read the names as UTF-8.
 */
export const exportSubscribersCsv = async (payload: Payload, user: User | null) => {
  const rows: string[][] = []
  for (let page = 1, more = true; more; page += 1) {
    const result = await payload.find({
      collection: slugs.newsletterSubscribers,
      sort: ['createdAt', 'id'],
      limit: PAGE_SIZE,
      page,
      depth: 0,
      overrideAccess: false,
      user,
    })
    for (const subscriber of result.docs) {
      rows.push(
        [
          subscriber.email,
          subscriber.firstName,
          subscriber.lastName,
          subscriber.phone,
          subscriber.isActive === false ? 'Inactive' : 'Active',
          subscriber.createdAt.slice(0, 10),
        ].map(csvSafeCell),
      )
    }
    more = result.hasNextPage
  }
  return stringify([HEADER, ...rows], { bom: true, record_delimiter: 'windows' })
}
