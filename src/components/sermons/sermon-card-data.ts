import type { Sermon } from '../../../payload-types'

/** What a sermon card shows: all a list page sends to the browser (not the descriptions). */
export type SermonCardData = Pick<
  Sermon,
  'id' | 'title' | 'speaker' | 'series' | 'date' | 'scripture'
>

export const toCardData = ({
  id,
  title,
  speaker,
  series,
  date,
  scripture,
}: Sermon): SermonCardData => ({
  id,
  title,
  speaker,
  series,
  // The day is all a card shows: YYYY-MM-DD, read the same by the server and the browser
  // whatever their time zones, and 14 bytes shorter per card in the page's data.
  date: date.slice(0, 10),
  scripture,
})
