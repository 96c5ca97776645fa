import type { Payload } from 'payload'

import { RETENTION_DEFAULTS, type RetentionSettings } from '@/lib/privacy/retention-rules'
import { slugs } from '@/lib/slugs'
import { cachedRead } from '@/server/cache/cached-read'
import { getPayloadClient } from '@/server/payload'

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

const cachedPrivacySettings = cachedRead(
  async () => readPrivacySettings(await getPayloadClient()),
  ['privacy-settings'],
  [slugs.privacySettings],
  { ...RETENTION_DEFAULTS, privacyMode: false, pageText: '' },
)

/** For /privacy and the map: cached under the global's tag, expired when staff save. */
export const getPublicPrivacySettings = (): Promise<PublicPrivacySettings> =>
  cachedPrivacySettings.data()
