import type { PublishingState } from '@/lib/schemas/publishing'

import { whenInWords } from './words'

/**
 * What a page's form says of its state (a page is always on the site, so never "Draft"):
 * "Published", "Changed since publishing — the draft is not on the website yet", "Scheduled for
 * Tue 1 Dec, 6:00 AM".
 */
export const globalStateInWords = (state: PublishingState, timeZone: string): string =>
  state.status === 'scheduled' && state.publishAt
    ? `Scheduled for ${whenInWords(state.publishAt, timeZone)}`
    : state.status === 'changed'
      ? 'Changed since publishing — the draft is not on the website yet'
      : 'Published'
