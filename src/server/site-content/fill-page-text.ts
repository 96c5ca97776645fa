import { fillVariables } from '@/server/email/safe-text'

import { formatTime } from '@/lib/format-date'

type Context = {
  churchName: string
  firstServiceTime: string | undefined
  /** Settings' tagline, for the home hero's [Tagline]. */
  tagline?: string | null
}

/**
 * A page text with its [Church Name], [Time] and [Tagline] filled in; other brackets stay as written. Values
 * are plain text, never re-scanned (React escapes them when shown).
 */
export const fillPageText = (
  text: string,
  { churchName, firstServiceTime, tagline }: Context,
): string =>
  fillVariables(text, {
    '[Church Name]': churchName,
    '[Time]': formatTime(firstServiceTime),
    '[Tagline]': tagline ?? '',
  })
