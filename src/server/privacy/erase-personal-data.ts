import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { inTransaction } from '@/server/admin/in-transaction'

import type { User } from '../../../payload-types'
import { rowsFor } from './find-personal-data'
import { personalDataSources } from './personal-data-sources'

export type ErasureResult = { message: string; rowsDeleted: number; rowsAnonymised: number }

/**
 * Erases everything stored about one address (GDPR article 17) in one transaction: each source's
 * rows are deleted or anonymised as the registry says, and the erasure is recorded (who, when,
 * how many rows, never the address). Either all of it happens or none.
 */
export const erasePersonalData = (payload: Payload, user: User, email: string) =>
  inTransaction(payload, user, async (req): Promise<ErasureResult> => {
    let rowsDeleted = 0
    let rowsAnonymised = 0
    const details: string[] = []
    for (const source of personalDataSources) {
      const rows = await rowsFor(payload, user, source, email)
      for (const row of rows) {
        if (source.erase === 'delete') {
          // The outbox's jobs are the server's own rows: it deletes them for the admin.
          await payload.delete({
            collection: source.collection,
            id: row.id,
            overrideAccess: Boolean(source.findIds),
            user,
            req,
          })
        } else {
          await payload.update({
            collection: source.collection,
            id: row.id,
            data: source.anonymised?.(row.id) ?? {},
            depth: 0,
            overrideAccess: false,
            user,
            req,
          })
        }
      }
      if (source.erase === 'delete') rowsDeleted += rows.length
      else rowsAnonymised += rows.length
      if (rows.length) {
        const done = source.erase === 'delete' ? 'deleted' : 'anonymised'
        details.push(`${source.label}: ${rows.length} ${done}`)
      }
    }
    // The server records what staff did: nobody may write or change these records themselves.
    await payload.create({
      collection: slugs.erasureRecords,
      data: { erasedBy: user.id, rowsDeleted, rowsAnonymised, details: details.join('\n') },
      overrideAccess: true,
      req,
    })
    const total = rowsDeleted + rowsAnonymised
    return {
      message:
        total === 0
          ? 'Nothing was stored for this address'
          : `Erased: ${rowsDeleted} deleted, ${rowsAnonymised} anonymised`,
      rowsDeleted,
      rowsAnonymised,
    }
  })
