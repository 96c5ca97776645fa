import type { Payload } from 'payload'

import { slugs } from '@/lib/slugs'
import { notFound } from '@/server/api/errors'

/** The event a registration is for, as visitors may see it, or a 404. */
export const loadRegistrationEvent = async (payload: Payload, eventId: number) => {
  const event = await payload.findByID({
    collection: slugs.events,
    id: eventId,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
  })
  if (!event) throw notFound('Event not found')
  return event
}
