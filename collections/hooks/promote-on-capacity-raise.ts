import type { CollectionAfterChangeHook } from 'payload'

import {
  capacityRaised,
  promoteAfterCapacityRaise,
} from '@/server/registrations/promote-after-capacity-raise'

import type { Event } from '../../payload-types'

/** A raised capacity moves the waitlist in, in the same transaction as the edit. */
export const promoteOnCapacityRaise: CollectionAfterChangeHook<Event> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  if (operation === 'update' && capacityRaised(previousDoc?.registration, doc.registration)) {
    await promoteAfterCapacityRaise(req.payload, req, doc)
  }
  return doc
}
