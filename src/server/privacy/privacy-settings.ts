import { RETENTION_DEFAULTS } from '@/lib/privacy/retention-rules'
import { slugs } from '@/lib/slugs'
import { cachedRead } from '@/server/cache/cached-read'
import { getPayloadClient } from '@/server/payload'

import { readPrivacySettings, type PublicPrivacySettings } from './read-privacy-settings'

const cachedPrivacySettings = cachedRead(
  async () => readPrivacySettings(await getPayloadClient()),
  ['privacy-settings'],
  [slugs.privacySettings],
  { ...RETENTION_DEFAULTS, privacyMode: false, pageText: '' },
)

/** For /privacy and the map: cached under the global's tag, expired when staff save. */
export const getPublicPrivacySettings = (): Promise<PublicPrivacySettings> =>
  cachedPrivacySettings.data()
