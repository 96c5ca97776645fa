/** Shapes of the demo content. Dates are computed from the day the seed runs (see ../dates.ts). */

export type SeedSermon = {
  title: string
  speaker: string
  scripture: string
  series: string
  /** Sundays before the seed date: 0 is the most recent Sunday. */
  weeksAgo: number
  duration: string
  youtubeUrl: string
  description: string
  tags: string[]
}

export type SeedEvent = {
  title: string
  description: string
  /** Days after the seed date (negative: in the past). */
  daysFromNow: number
  /** A feast's own date instead (see ../dates.ts seasonalDate). */
  season?: 'christmas-eve' | 'advent-carols'
  startTime: string
  endTime: string
  location: string
  imageUrl: string
  externalUrl?: string
  externalLinkText?: string
  isRecurring: boolean
  recurrenceRule?: string
  /** Staff's own words; without them visitors read the rule's. */
  recurrenceDescription?: string
  /** Skip the series' Nth date after its first (0-based): a demo of a skipped date. */
  skipOccurrence?: number
}

export type SeedLiveStream = {
  title: string
  description: string
  /** Sundays before the seed date; a recorded service starts at the Sunday service time. */
  weeksAgo: number
  /** None while a broadcast is on air: YouTube gives the length once it has ended. */
  duration?: string
  youtubeUrl: string
  thumbnailUrl: string
  /**
   * On air as the seed runs: dated and timed at that moment (weeksAgo aside), so the demo shows
   * a live service for its first hours (live-window.ts), then a recorded one.
   */
  isLive: boolean
}

export type SeedSundayService = {
  weeksAgo: number
  time: string
  location: string
  youtubeUrl: string
  isLive: boolean
}
