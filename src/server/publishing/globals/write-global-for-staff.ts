import type { Payload } from 'payload'

import type { GlobalPublishingBody } from '@/lib/schemas/global-publishing'
import { inTransaction } from '@/server/admin/in-transaction'
import { sqlFor } from '@/server/db/sql'

import type { User } from '../../../../payload-types'
import { setGlobalSchedule } from './global-schedule'
import { publishGlobalPart, saveGlobalDraft } from './global-writes'
import type { GlobalTarget } from './targets'

/** The body's fields apart from its publishing keys. */
export const splitGlobalBody = <Body extends Record<string, unknown>>(body: Body) => {
  const { status, publishAt, ...fields } = body as Body & GlobalPublishingBody
  return { fields, choice: { status, publishAt } as GlobalPublishingBody }
}

/**
 * A staff write of a global's form (PUT /api/admin/site-config, /service-times,
 * /page-texts/<page>): `status: 'draft'` saves a draft that the site does not show, going live at
 * `publishAt` when one is given (leaving the key out keeps the time set before, null clears it);
 * anything else publishes the form's part at once and drops a pending publish time. The write and
 * its schedule land in one transaction.
 */
export const writeGlobalForStaff = async (
  { payload, user }: { payload: Payload; user: User | null },
  target: GlobalTarget,
  part: Record<string, unknown>,
  choice: GlobalPublishingBody,
): Promise<void> => {
  await inTransaction(payload, user, async (req) => {
    const db = await sqlFor(payload, req)
    const writer = { payload, user, req }
    if (choice.status !== 'draft') {
      await publishGlobalPart(writer, target, part)
      await setGlobalSchedule(db, target, null)
      return
    }
    await saveGlobalDraft(writer, target, part)
    if (choice.publishAt !== undefined)
      await setGlobalSchedule(db, target, choice.publishAt ? new Date(choice.publishAt) : null)
  })
}
