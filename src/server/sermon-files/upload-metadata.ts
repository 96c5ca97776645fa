import type { Upload } from '@tus/utils'

import {
  MAX_DOCUMENT_BYTES,
  MAX_LABEL_LENGTH,
  sermonFileMessages,
  type SermonFileKind,
} from '@/lib/uploads/sermon-file-rules'
import { env } from '@/env'
import { ApiError } from '@/server/api/errors'

/** What the dashboard says about an upload when it starts one (tus Upload-Metadata). */
export type SermonUploadMetadata = {
  kind: SermonFileKind
  sermonId: number
  /** The name of the file on the staff member's computer; only its words are kept. */
  filename: string
  /** Documents only: "Sermon notes", "Slides". */
  label: string | null
}

/** A refusal the tus server sends as it is: the status, and the API's error shape. */
export type UploadRefusal = { status_code: number; body: string }

export const refusal = (status_code: number, message: string): UploadRefusal => ({
  status_code,
  body: JSON.stringify({ message }),
})

export const isUploadRefusal = (value: unknown): value is UploadRefusal =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadRefusal).status_code === 'number' &&
  typeof (value as UploadRefusal).body === 'string'

export const maxAudioBytes = (): number => env.SERMON_AUDIO_MAX_MB * 1024 * 1024

export const maxBytesFor = (kind: SermonFileKind): number =>
  kind === 'audio' ? maxAudioBytes() : MAX_DOCUMENT_BYTES

/** The metadata of an upload, or a 400 refusal naming what is wrong with it. */
export const readUploadMetadata = (upload: Pick<Upload, 'metadata'>): SermonUploadMetadata => {
  const { kind, sermonId, filename, label } = upload.metadata ?? {}
  if (kind !== 'audio' && kind !== 'document') {
    throw refusal(400, 'Say whether the file is the sermon’s audio or a document.')
  }
  const id = Number(sermonId)
  if (!Number.isSafeInteger(id) || id <= 0) throw refusal(400, 'Say which sermon the file is for.')
  const trimmedLabel = label?.trim() ?? ''
  if (kind === 'document' && !trimmedLabel) throw refusal(400, sermonFileMessages.labelRequired)
  if (trimmedLabel.length > MAX_LABEL_LENGTH) throw refusal(400, sermonFileMessages.labelTooLong)
  return {
    kind,
    sermonId: id,
    filename: filename?.trim() || kind,
    label: kind === 'document' ? trimmedLabel : null,
  }
}

/** Refuses an upload whose declared length is missing or over its kind's limit (413). */
export const checkDeclaredSize = (upload: Pick<Upload, 'size'>, kind: SermonFileKind): void => {
  if (upload.size === undefined) {
    throw refusal(400, 'The file’s size must be given when the upload starts.')
  }
  if (upload.size > maxBytesFor(kind)) {
    throw refusal(
      413,
      kind === 'audio'
        ? sermonFileMessages.audioTooLarge(env.SERMON_AUDIO_MAX_MB)
        : sermonFileMessages.documentTooLarge,
    )
  }
}

/** The same refusal for an ordinary /api route (the S3 uploads), in the API's error shape. */
export const refusalAsApiError = (error: unknown): unknown =>
  isUploadRefusal(error)
    ? new ApiError(error.status_code, (JSON.parse(error.body) as { message: string }).message)
    : error
