import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import type { Env } from '@/env'
import { SUNDAY_WORSHIP_START } from '@/lib/site-defaults'
import { slugs } from '@/lib/slugs'

import { seedEvents } from './data/events'
import { seedGroups } from './data/groups'
import { seedLiveStreams } from './data/live-streams'
import { seedSermons } from './data/sermons'
import { seedFeaturedVideo, seedSiteConfig } from './data/site'
import { seedSundayServices } from './data/sunday-services'
import { startingAt, sundayWeeksAgo } from './dates'
import { seedDemoSermonFiles } from './demo-files'
import { seedEventDates } from './event-dates'
import { demoSeedRefusal } from './seed-guard'

/** Seeding writes many documents; caches are expired by the server's own hooks, not here. */
const context = { disableRevalidate: true }

export type SeedReport = Record<string, number>

/** Creates each item unless one with the same key already exists, so a second run changes nothing. */
const createMissing = async <Slug extends CollectionSlug>(
  payload: Payload,
  collection: Slug,
  key: string,
  items: RequiredDataFromCollectionSlug<Slug>[],
): Promise<number> => {
  // Read as plain records: TypeScript cannot map over the union of every collection's data type.
  const records = items as unknown as Record<string, unknown>[]
  const values = records.map((item) => String(item[key]))
  const { docs } = await payload.find({
    collection: collection as CollectionSlug,
    where: { [key]: { in: values } },
    limit: values.length,
    pagination: false,
    depth: 0,
    select: { [key]: true },
  })
  const existing = new Set(
    docs.map((doc) => String((doc as unknown as Record<string, unknown>)[key])),
  )
  let created = 0
  for (const item of items) {
    if (existing.has(String((item as Record<string, unknown>)[key]))) continue
    await payload.create({ collection, data: item, context, depth: 0 })
    created += 1
  }
  return created
}

const seedUsers = async (payload: Payload, env: Env): Promise<number> => {
  if (env.NODE_ENV === 'production') return 0
  const accounts = [
    {
      email: 'admin@shoreline.test',
      password: env.SEED_ADMIN_PASSWORD,
      name: 'Parish Administrator',
      role: 'superuser' as const,
    },
    {
      email: 'member@shoreline.test',
      password: env.SEED_MEMBER_PASSWORD,
      name: 'Parish Member',
      role: 'member' as const,
    },
  ]
  return createMissing(payload, slugs.users, 'email', accounts)
}

/** The site config is written once; after that it belongs to the staff. */
const seedSiteConfigOnce = async (payload: Payload): Promise<number> => {
  const current = await payload.findGlobal({ slug: slugs.siteConfig, depth: 0 })
  if (current.updatedAt) return 0
  await payload.updateGlobal({ slug: slugs.siteConfig, data: { ...seedSiteConfig }, context })
  return 1
}

/** Fills the database with the demo church. Dates are relative to `today`, so content looks current. */
export const seed = async (
  payload: Payload,
  env: Env,
  today = new Date(),
): Promise<SeedReport> => ({
  users: await seedUsers(payload, env),
  siteConfig: await seedSiteConfigOnce(payload),
  sermons: await createMissing(
    payload,
    slugs.sermons,
    'title',
    seedSermons.map(({ weeksAgo, ...sermon }) => ({
      ...sermon,
      date: sundayWeeksAgo(weeksAgo, today),
    })),
  ),
  // Their audio and notes go through the same storage as staff uploads (docs/uploads.md).
  sermonFiles: await seedDemoSermonFiles(payload),
  events: await createMissing(
    payload,
    slugs.events,
    'title',
    seedEvents.map(
      ({ daysFromNow: _days, season: _season, skipOccurrence: _skip, ...event }, index) => ({
        ...event,
        ...seedEventDates(seedEvents[index], today),
      }),
    ),
  ),
  liveStreams: await createMissing(
    payload,
    slugs.liveStreams,
    'title',
    seedLiveStreams.map(({ weeksAgo, ...stream }) => ({
      ...stream,
      ...(stream.isLive
        ? startingAt(today, env.TIME_ZONE)
        : { date: sundayWeeksAgo(weeksAgo, today), startTime: SUNDAY_WORSHIP_START }),
    })),
  ),
  sundayServices: await createMissing(
    payload,
    slugs.sundayServices,
    'youtubeUrl',
    seedSundayServices.map(({ weeksAgo, ...service }) => ({
      ...service,
      date: sundayWeeksAgo(weeksAgo, today),
    })),
  ),
  featuredContent: await createMissing(payload, slugs.featuredContent, 'contentId', [
    seedFeaturedVideo,
  ]),
  groups: await createMissing(payload, slugs.groups, 'slug', seedGroups),
})

/** `npm run dev` on an empty development database seeds it (src/instrumentation.ts). */
export const seedIfEmpty = async (payload: Payload, env: Env): Promise<void> => {
  if (await demoSeedRefusal(payload, env)) return
  const report = await seed(payload, env)
  payload.logger.info(`Seeded demo content: ${JSON.stringify(report)}`)
}
