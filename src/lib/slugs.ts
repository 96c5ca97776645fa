/** Collection and global slugs, shared by the Payload config, the /api endpoints and the tests. */
export const slugs = {
  users: 'users',
  sermons: 'sermons',
  sermonSeries: 'sermon-series',
  speakers: 'speakers',
  events: 'events',
  eventRegistrations: 'event-registrations',
  sundayServices: 'sunday-services',
  liveStreams: 'live-streams',
  featuredContent: 'featured-content',
  contactMessages: 'contact-messages',
  visitorRequests: 'visitor-requests',
  newsletterSubscribers: 'newsletter-subscribers',
  prayerRequests: 'prayer-requests',
  prayerWallPrayers: 'prayer-wall-prayers',
  groups: 'groups',
  groupJoinRequests: 'group-join-requests',
  youtubeConfigs: 'youtube-configs',
  media: 'media',
  erasureRecords: 'erasure-records',
  sermonFiles: 'sermon-files',
  siteConfig: 'site-config',
  serviceTimes: 'service-times',
  pageTexts: 'page-texts',
  privacySettings: 'privacy-settings',
} as const

export type CollectionSlug = Exclude<
  (typeof slugs)[keyof typeof slugs],
  'site-config' | 'service-times' | 'page-texts' | 'privacy-settings'
>
