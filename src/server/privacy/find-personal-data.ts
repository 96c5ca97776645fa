import type { Payload } from 'payload'

import type { User } from '../../../payload-types'
import { personalDataSources, type PersonalDataSource } from './personal-data-sources'

export type PersonalDataSection = {
  collection: string
  label: string
  rows: Record<string, unknown>[]
}

/**
 * The rows of one source that hold the address, in any case (staff may have typed one in /cms):
 * Payload's `like` is a case-insensitive substring match, narrowed here to the exact address. A
 * source with its own finder (the outbox) is the server's to read, for the admin who asked.
 */
export const rowsFor = async (
  payload: Payload,
  user: User | null,
  source: PersonalDataSource,
  email: string,
) => {
  if (source.findIds) {
    const ids = await source.findIds(payload, email)
    if (!ids.length) return []
    const { docs } = await payload.find({
      collection: source.collection,
      where: { id: { in: ids } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return docs as unknown as (Record<string, unknown> & { id: number })[]
  }
  const emailField = source.emailField!
  const { docs } = await payload.find({
    collection: source.collection,
    where: { [emailField]: { like: email } },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const wanted = email.trim().toLowerCase()
  return (docs as unknown as (Record<string, unknown> & { id: number })[]).filter(
    (doc) => String(doc[emailField] ?? '').toLowerCase() === wanted,
  )
}

/**
 * Everything stored about one address, source by source (GDPR article 15): what staff see and
 * export as one JSON file. Read with the caller's own access.
 */
export const findPersonalData = async (
  payload: Payload,
  user: User | null,
  email: string,
): Promise<{ email: string; exportedAt: string; sections: PersonalDataSection[] }> => ({
  email,
  exportedAt: new Date().toISOString(),
  sections: await Promise.all(
    personalDataSources.map(async (source) => ({
      collection: source.collection,
      label: source.label,
      rows: await rowsFor(payload, user, source, email),
    })),
  ),
})
