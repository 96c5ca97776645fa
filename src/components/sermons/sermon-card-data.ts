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
  date,
  scripture,
})
