import { formatLongDate } from '@/lib/format-date'

import type { Event } from '../../../payload-types'

/**
 * A mailto link to the parish office, its subject and body filled from the event
 * (docs/requirements/public-pages.md).
 */
export const eventMailto = (email: string, event: Pick<Event, 'title' | 'date'>): string => {
  const subject = `Question about ${event.title}`
  const body = `Hello,\n\nI have a question about ${event.title} on ${formatLongDate(event.date)}.\n\n`
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
