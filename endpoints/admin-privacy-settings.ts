import { privacySettingsBodySchema, privacySettingsSchema } from '@/lib/schemas/privacy-settings'
import { slugs } from '@/lib/slugs'
import { toPrivacySettings } from '@/server/privacy/read-privacy-settings'

import type { PrivacySetting } from '../payload-types'
import { json } from './responses'
import { route } from './types'

/** The settings as staff read them, with the job's last run in its own part. */
const toStaffView = (saved: PrivacySetting) => ({
  ...toPrivacySettings(saved),
  lastRetentionRun: saved.retentionLastRunAt
    ? { at: saved.retentionLastRunAt, result: saved.retentionLastResult ?? '' }
    : null,
})

/** The Settings tab's Privacy section (docs/privacy.md): retention, privacy mode, page text. */
export const adminPrivacySettingsRoutes = [
  route({
    method: 'GET',
    path: '/admin/privacy-settings',
    access: 'admin',
    summary:
      'How long each kind of personal data is kept, privacy mode, the privacy page text, and the last retention run',
    responses: { 200: json('The privacy settings', privacySettingsSchema) },
    handler: async ({ payload, user }) =>
      toStaffView(
        await payload.findGlobal({
          slug: slugs.privacySettings,
          depth: 0,
          overrideAccess: false,
          user,
        }),
      ),
  }),
  route({
    method: 'PUT',
    path: '/admin/privacy-settings',
    access: 'admin',
    summary:
      'Save the retention periods (months, or days for undelivered emails), privacy mode and the privacy page text',
    responses: { 200: json('The privacy settings, as saved', privacySettingsSchema) },
    body: privacySettingsBodySchema,
    handler: async ({ payload, user, body }) =>
      toStaffView(
        await payload.updateGlobal({
          slug: slugs.privacySettings,
          data: body,
          depth: 0,
          overrideAccess: false,
          user,
        }),
      ),
  }),
]
