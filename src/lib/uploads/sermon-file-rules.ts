/**
 * What staff may attach to a sermon (docs/uploads.md, "Sermon audio and documents"), shared by the
 * dashboard's upload field and the server so both refuse the same files with the same words.
 */
export type SermonFileKind = 'audio' | 'document'

/** The types a sermon file is stored as, by what its bytes are, and the extension it is served with. */
export const SERMON_FILE_TYPES = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'application/pdf': 'pdf',
} as const

export type SermonFileType = keyof typeof SERMON_FILE_TYPES

/** The dashboard's chunk size: each upload PATCH carries at most this much (docs/uploads.md). */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024

export const MAX_DOCUMENT_BYTES = 50 * 1024 * 1024
export const MAX_DOCUMENTS_PER_SERMON = 5
export const MAX_LABEL_LENGTH = 80

export const sermonFileMessages = {
  notAudio:
    'This file is not an MP3 or M4A recording, so it was not kept. Please choose the sermon’s audio file.',
  notPdf: 'This file is not a PDF, so it was not kept. Please choose a PDF document.',
  audioTooLarge: (maxMb: number) => `Audio files can be at most ${maxMb} MB.`,
  documentTooLarge: 'Documents can be at most 50 MB.',
  tooManyDocuments: 'A sermon can have at most 5 documents. Remove one before adding another.',
  labelRequired: 'Please give the document a label, such as “Sermon notes”.',
  labelTooLong: `Labels can be at most ${MAX_LABEL_LENGTH} characters.`,
  noSermon: 'This sermon no longer exists.',
} as const

/** Kilobytes below a megabyte; megabytes above, with one decimal below ten. */
export const formatFileSize = (bytes: number): string => {
  if (bytes === 0) return '0 KB'
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  const mb = bytes / (1024 * 1024)
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}
