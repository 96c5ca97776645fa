/**
 * Prayer requests' words and choices (docs/prayer.md), shared by the public form, the collection
 * and the staff pages.
 */

/** Who may see a request: pastoral staff only, the prayer team too, or the public wall once approved. */
export const PRAYER_VISIBILITIES = ['pastoral', 'team', 'wall'] as const
export type PrayerVisibility = (typeof PRAYER_VISIBILITIES)[number]

export const PRAYER_VISIBILITY_LABELS: Record<PrayerVisibility, string> = {
  pastoral: 'Pastoral staff only',
  team: 'The prayer team',
  wall: 'Share on the prayer wall',
}

/** The visibilities the prayer team reads; pastoral-only requests are never among them. */
export const PRAYER_TEAM_VISIBILITIES = ['team', 'wall'] as const satisfies PrayerVisibility[]

export const PRAYER_STATUSES = ['new', 'prayed', 'archived'] as const
export type PrayerStatus = (typeof PRAYER_STATUSES)[number]

export const PRAYER_STATUS_LABELS: Record<PrayerStatus, string> = {
  new: 'New',
  prayed: 'Prayed for',
  archived: 'Archived',
}

/** How long an approved request stays on the wall when Settings name no other number. */
export const DEFAULT_PRAYER_WALL_DAYS = 30
export const PRAYER_WALL_DAYS_RANGE = 'Days on the prayer wall must be a whole number from 1 to 365'

export const PRAYER_SENT_MESSAGE =
  'Thank you for trusting us with your request. We are praying with you.'

export const PRAYER_NAME_REQUIRED = 'Please enter your name, or choose to stay anonymous'
export const PRAYER_REQUEST_REQUIRED = 'Please write your prayer request'
