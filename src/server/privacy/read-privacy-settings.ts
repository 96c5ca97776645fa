import type { Payload } from 'payload'

import type { RetentionSettings } from '@/lib/privacy/retention-rules'
import { slugs } from '@/lib/slugs'

/** What the public pages need of the privacy settings: periods, privacy mode, staff's text. */
export type PublicPrivacySettings = RetentionSettings & { privacyMode: boolean; pageText: string }

/** The settings as the server reads them for itself (staff read them through /api/admin). */
export const readPrivacySettings = async (payload: Payload): Promise<PublicPrivacySettings> => {
  const saved = await payload.findGlobal({
    slug: slugs.privacySettings,
    depth: 0,
    overrideAccess: true,
  })
  return {
    contactMessagesMonths: saved.contactMessagesMonths,
    visitorRequestsMonths: saved.visitorRequestsMonths,
    registrationsMonths: saved.registrationsMonths,
    prayerRequestsMonths: saved.prayerRequestsMonths,
    outboxDays: saved.outboxDays,
    privacyMode: Boolean(saved.privacyMode),
    pageText: saved.pageText ?? '',
  }
}
