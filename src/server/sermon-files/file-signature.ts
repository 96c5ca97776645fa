import type { SermonFileType } from '@/lib/uploads/sermon-file-rules'

/** How many leading bytes detectSermonFileType needs to see. */
export const SIGNATURE_BYTES = 64

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  bytes.length >= end ? String.fromCharCode(...bytes.subarray(start, end)) : ''

/** An MPEG audio frame header: 11 sync bits, then layer bits 01 (Layer III). */
const isMp3Frame = (bytes: Uint8Array) =>
  bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0 && (bytes[1] & 0x06) === 0x02

/** An ADTS (raw AAC) header: 12 sync bits, then layer bits 00. */
const isAdts = (bytes: Uint8Array) =>
  bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xf6) === 0xf0

/** ISO base media brands of audio-only MP4 files (M4A, M4B) and of the generic ones encoders write. */
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2', 'dash'])

/**
 * What a sermon file really is by its first bytes (magic numbers), or null. The name and the type
 * a browser claims say nothing: a PDF renamed .mp3 is still a PDF. An MP4 brand alone does not
 * prove audio; music-metadata's reading (inspect-file.ts) decides that.
 */
export const detectSermonFileType = (bytes: Uint8Array): SermonFileType | null => {
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf'
  // An ID3v2 tag usually comes first; music-metadata then finds the frames behind it.
  if (ascii(bytes, 0, 3) === 'ID3' || isMp3Frame(bytes)) return 'audio/mpeg'
  if (isAdts(bytes)) return 'audio/aac'
  if (ascii(bytes, 4, 8) === 'ftyp' && MP4_AUDIO_BRANDS.has(ascii(bytes, 8, 12))) {
    return 'audio/mp4'
  }
  return null
}
