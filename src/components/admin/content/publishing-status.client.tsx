'use client'

import { publishingInWords } from '@/lib/publishing/words'
import type { PublishingState } from '@/lib/schemas/publishing'

import { useChurchTimeZone } from '../church-time-zone.client'

/** The Status cell of the sermon and event lists, in words and the church's time zone. */
export const PublishingStatus = ({ publishing }: { publishing?: PublishingState }) => {
  const timeZone = useChurchTimeZone()
  return publishing ? publishingInWords(publishing, timeZone) : ''
}
