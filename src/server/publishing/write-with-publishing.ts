import type { Payload } from 'payload'

import type { PublishingBody } from '@/lib/schemas/publishing'
import { existingForStaff } from '@/server/admin/write-for-staff'
import { inTransaction } from '@/server/admin/in-transaction'
import { badRequest } from '@/server/api/errors'
import { sqlFor } from '@/server/db/sql'

import type { User } from '../../../payload-types'
import { withPublishingState } from './publishing-state'
import {
  readSchedules,
  setSchedule,
  type PublishingCollection,
  type Schedule,
} from './schedule-store'

type Caller = { payload: Payload; user: User | null }

/** The body's fields apart from its publishing keys. */
const splitBody = (body: Record<string, unknown>) => {
  const { status, publishAt, unpublishAt, ...fields } = body as PublishingBody &
    Record<string, unknown>
  return { fields, choice: { status, publishAt, unpublishAt } as PublishingBody }
}

const toDate = (value: string | null | undefined, before: Date | null) =>
  value === undefined ? before : value === null ? null : new Date(value)

/**
 * The schedule after this write: a key left out keeps the time set before, null clears it. A
 * publish now leaves nothing to publish later.
 */
const nextSchedule = (choice: PublishingBody, before: Schedule | undefined): Schedule => {
  const publishAt =
    choice.status === 'draft' ? toDate(choice.publishAt, before?.publishAt ?? null) : null
  const unpublishAt = toDate(choice.unpublishAt, before?.unpublishAt ?? null)
  if (publishAt && unpublishAt && unpublishAt <= publishAt)
    throw badRequest('The unpublish time must be after the publish time', {
      unpublishAt: 'Must be after the publish time',
    })
  return { publishAt, unpublishAt }
}

/**
 * A staff write of an item with drafts (POST/PUT /api/admin/<collection>, PUBLISHING_COLLECTIONS):
 * `status: 'draft'` saves a draft (Payload's version only, for an item already published),
 * anything else publishes at once. The item and its schedule are written in one transaction. Answers the item as the staff
 * list shows it, with its publishing state.
 */
export const writeWithPublishing = async (
  { payload, user }: Caller,
  collection: PublishingCollection,
  body: Record<string, unknown>,
  existing?: { id: number; label: string },
) => {
  const { fields, choice } = splitBody(body)
  const draft = choice.status === 'draft'
  if (existing) await existingForStaff({ payload, user }, collection, existing.id, existing.label)
  return inTransaction(payload, user, async (req) => {
    const db = await sqlFor(payload, req)
    const before = existing
      ? (await readSchedules(db, collection, [existing.id])).get(existing.id)
      : undefined
    const schedule = nextSchedule(choice, before)
    const data = { ...fields, _status: draft ? 'draft' : 'published' } as never
    const common = { collection, data, draft, depth: 0, overrideAccess: false, user, req } as const
    const doc = existing
      ? await payload.update({ ...common, id: existing.id })
      : await payload.create(common)
    await setSchedule(db, collection, doc.id, schedule)
    // What visitors see is the row; read it back for the state (a draft save leaves it as it was).
    const row = await payload.findByID({
      collection,
      id: doc.id,
      depth: 0,
      overrideAccess: false,
      user,
      req,
    })
    const [withState] = await withPublishingState(payload, db, user, collection, [row], req)
    return withState
  })
}
