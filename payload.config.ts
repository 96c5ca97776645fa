import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ErasureRecords } from './collections/ErasureRecords'
import { EventRegistrations } from './collections/EventRegistrations'
import { Events } from './collections/Events'
import { FeaturedContent } from './collections/FeaturedContent'
import { LiveStreams } from './collections/LiveStreams'
import { Media } from './collections/Media'
import { SermonFiles } from './collections/SermonFiles'
import { publicFormCollections } from './collections/public-forms'
import { PrayerWallPrayers } from './collections/PrayerWallPrayers'
import { Groups } from './collections/Groups'
import { SermonSeries } from './collections/SermonSeries'
import { Sermons } from './collections/Sermons'
import { Speakers } from './collections/Speakers'
import { SundayServices } from './collections/SundayServices'
import { Users } from './collections/Users'
import { YoutubeConfigs } from './collections/YoutubeConfigs'
import { PageTexts } from './globals/PageTexts'
import { PrivacySettings } from './globals/PrivacySettings'
import { ServiceTimes } from './globals/ServiceTimes'
import { SiteConfig } from './globals/SiteConfig'
import { migrations } from './migrations'
import { env } from './src/env'
import { withCheckedCommit } from './src/server/db/checked-commit'
import { MAX_IMAGE_BYTES } from './src/lib/uploads/image-rules'
import { emailJobs } from './src/server/email/email-jobs'
import { siteConfigEmailAdapter } from './src/server/email/payload-email-adapter'
import { onInit } from './src/server/init/on-init'
import { payloadLoggerFor } from './src/server/log/logger-config'
import { storagePlugin } from './src/server/storage/storage-plugin'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  routes: { admin: '/cms', api: '/cms-api' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Shoreline CMS' },
    // A way back to the website, under the navigation and on the login screen.
    components: {
      afterNavLinks: ['/components/cms/back-to-site-link#BackToSiteLink'],
      beforeLogin: ['/components/cms/back-to-site-link#BackToSiteLink'],
    },
  },
  collections: [
    Users,
    Sermons,
    SermonSeries,
    Speakers,
    Events,
    EventRegistrations,
    SundayServices,
    LiveStreams,
    FeaturedContent,
    ...publicFormCollections,
    PrayerWallPrayers,
    Groups,
    YoutubeConfigs,
    Media,
    ErasureRecords,
    SermonFiles,
  ],
  globals: [SiteConfig, ServiceTimes, PageTexts, PrivacySettings],
  secret: env.PAYLOAD_SECRET,
  // Cookies are honoured only on requests from the site's own origin.
  csrf: [env.SITE_URL],
  // A failed COMMIT fails the write instead of passing for success (src/server/db/checked-commit.ts).
  db: withCheckedCommit(
    postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      // Schema changes only through committed migrations (migrations/), applied in onInit.
      push: false,
      migrationDir: path.resolve(dirname, 'migrations'),
      extensions: ['pg_trgm'],
    }),
  ),
  // Payload's own mail (password reset) uses the site config's transport, read at send time.
  email: siteConfigEmailAdapter(),
  // Email goes through the jobs queue (src/server/email); see docs/email.md.
  jobs: emailJobs,
  upload: { limits: { fileSize: MAX_IMAGE_BYTES } },
  // Off unless turned on (src/app/(payload)/cms-api/graphql/route.ts); nothing here uses it.
  graphQL: { disable: !env.GRAPHQL_ENABLED },
  plugins: [storagePlugin(env)],
  sharp,
  logger: payloadLoggerFor(env.NODE_ENV),
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  onInit: (payload) => onInit(payload, migrations),
})
