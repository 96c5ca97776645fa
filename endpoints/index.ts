import { adminBulkRoutes } from './admin-bulk'
import { adminMediaRoutes } from './admin-media'
import { adminContentRoutes } from './admin-content'
import { adminGlobalHistoryRoutes } from './admin-global-history'
import { adminHistoryRoutes } from './admin-history'
import { adminPublishingListRoutes } from './admin-publishing-lists'
import { adminNewsletterRoutes } from './admin-newsletters'
import { adminPreviewRoutes } from './admin-preview'
import { adminPrivacyRoutes } from './admin-privacy'
import { adminPrivacySettingsRoutes } from './admin-privacy-settings'
import { adminRegistrationRoutes } from './admin-registrations'
import { adminSettingsAndMessageRoutes } from './admin-settings-and-messages'
import { adminTrashRoutes } from './admin-trash'
import { authRoutes } from './auth'
import { emailRoutes } from './email'
import { eventRoutes } from './events'
import { featuredContentRoutes } from './featured-content'
import { formRoutes } from './forms'
import { groupRoutes } from './groups'
import { healthRoutes } from './health'
import { liveStreamRoutes } from './live-streams'
import { newsletterSubscriptionRoutes } from './newsletter-subscription'
import { openApiRoutes } from './openapi'
import { prayerRoutes } from './prayer'
import { registrationRoutes } from './registrations'
import { sermonRoutes } from './sermons'
import { pageTextRoutes } from './page-texts'
import { serviceTimeRoutes } from './service-times'
import { siteConfigRoutes } from './site-config'
import { staffListRoutes } from './staff-lists'
import { sundayServiceRoutes } from './sunday-services'
import type { Route } from './types'
import { youtubeRoutes } from './youtube'
import { uploadRoutes } from './upload'
import { sermonFileRoutes } from './sermon-files'
import { sermonS3UploadRoutes } from './sermon-s3-uploads'

/** Every /api route, declared once. The catch-all in src/app/api mounts this table. */
export const apiRoutes: readonly Route[] = [
  ...authRoutes,
  ...sermonRoutes,
  ...eventRoutes,
  ...liveStreamRoutes,
  ...sundayServiceRoutes,
  ...featuredContentRoutes,
  ...siteConfigRoutes,
  ...serviceTimeRoutes,
  ...pageTextRoutes,
  ...formRoutes,
  ...prayerRoutes,
  ...groupRoutes,
  ...newsletterSubscriptionRoutes,
  ...registrationRoutes,
  ...staffListRoutes,
  ...adminContentRoutes,
  ...adminPublishingListRoutes,
  ...adminHistoryRoutes,
  ...adminGlobalHistoryRoutes,
  ...adminPreviewRoutes,
  ...adminSettingsAndMessageRoutes,
  ...adminNewsletterRoutes,
  ...adminPrivacyRoutes,
  ...adminPrivacySettingsRoutes,
  ...adminRegistrationRoutes,
  ...adminBulkRoutes,
  ...adminTrashRoutes,
  ...youtubeRoutes,
  ...emailRoutes,
  ...uploadRoutes,
  ...adminMediaRoutes,
  ...sermonFileRoutes,
  ...sermonS3UploadRoutes,
  ...healthRoutes,
  ...openApiRoutes(() => apiRoutes),
]
