import type { Payload } from 'payload'

import type { RetentionSettings } from '@/lib/privacy/retention-rules'
import { slugs } from '@/lib/slugs'

import type { PrivacySetting } from '../../../payload-types'

/** What the public pages need of the privacy settings: periods, privacy mode, staff's text. */
export type PublicPrivacySettings = RetentionSettings & { privacyMode: boolean; pageText: string }

/** The saved global without Payload's bookkeeping or the job's own fields. */
export const toPrivacySettings = (saved: PrivacySetting): PublicPrivacySettings => ({
  contactMessagesMonths: saved.contactMessagesMonths,
  visitorRequestsMonths: saved.visitorRequestsMonths,
  registrationsMonths: saved.registrationsMonths,
  prayerRequestsMonths: saved.prayerRequestsMonths,
  groupJoinRequestsMonths: saved.groupJoinRequestsMonths,
  outboxDays: saved.outboxDays,
  trashDays: saved.trashDays,
  privacyMode: Boolean(saved.privacyMode),
  pageText: saved.pageText ?? '',
})

/** The settings as the server reads them for itself (staff read them through /api/admin). */
export const readPrivacySettings = async (payload: Payload): Promise<PublicPrivacySettings> =>
  toPrivacySettings(
    await payload.findGlobal({ slug: slugs.privacySettings, depth: 0, overrideAccess: true }),
  )
