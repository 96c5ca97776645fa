import type { CollectionConfig } from 'payload'

import { ContactMessages } from './ContactMessages'
import { GroupJoinRequests } from './GroupJoinRequests'
import { NewsletterSubscribers } from './NewsletterSubscribers'
import { PrayerRequests } from './PrayerRequests'
import { VisitorRequests } from './VisitorRequests'

/**
 * The collections the public forms store into (src/server/forms/registry.ts says which form
 * stores where; tests/unit/form-registry.test.ts checks the two agree).
 */
export const publicFormCollections: CollectionConfig[] = [
  ContactMessages,
  VisitorRequests,
  NewsletterSubscribers,
  PrayerRequests,
  GroupJoinRequests,
]
