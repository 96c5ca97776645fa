'use client'

import { publishingInWords } from '@/lib/publishing/words'
import type { PublishingState } from '@/lib/schemas/publishing'

import { useChurchTimeZone } from '../church-time-zone.client'

const StatusInWords = ({ publishing }: { publishing: PublishingState }) =>
  publishingInWords(publishing, useChurchTimeZone())

/**
 * The Status cell of the sermon and event lists, in words and the church's time zone. Empty for
 * an item read without its state (the public lists send none).
 */
export const PublishingStatus = ({ publishing }: { publishing?: PublishingState }) =>
  publishing ? <StatusInWords publishing={publishing} /> : null
