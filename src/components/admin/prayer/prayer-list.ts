import type { PrayerRequest } from '../../../../payload-types'

/** The prayer inbox's list and status changes (endpoints/prayer.ts). */
export const PRAYER_LIST_PATH = '/api/prayer-team/requests'

/** Who sent it, in words; an anonymous request has no name to show. */
export const senderOf = (request: PrayerRequest) =>
  request.anonymous || !request.name ? 'Anonymous' : request.name
