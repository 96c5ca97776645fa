import type { AcceptedImageType } from '@/lib/uploads/image-rules'

/**
 * Which accepted image format the bytes really are, read from their magic numbers, or null.
 * The content type a browser claims comes from the file's name; only the bytes can be trusted.
 */
export const detectImageType = (bytes: Uint8Array): AcceptedImageType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (isAvif(bytes)) return 'image/avif'
  return null
}

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte)

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  bytes.length >= end ? String.fromCharCode(...bytes.subarray(start, end)) : ''

const AVIF_BRANDS = new Set(['avif', 'avis'])

/**
 * AVIF is an ISO base media file: a leading 'ftyp' box whose major or compatible brands name
 * avif (still) or avis (sequence). HEIC shares the box but not the brands.
 */
const isAvif = (bytes: Uint8Array): boolean => {
  if (ascii(bytes, 4, 8) !== 'ftyp' || bytes.length < 16) return false
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0)
  const boxEnd = Math.min(boxSize, bytes.length)
  if (boxSize < 16) return false
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true
  // Compatible brands follow the major brand (8..12) and minor version (12..16).
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true
  }
  return false
}
