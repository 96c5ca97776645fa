import { describe, expect, it } from 'vitest'

import { uploadImageBodySchema } from '@/lib/schemas/upload'
import { MAX_IMAGE_BYTES, imageFileProblem } from '@/lib/uploads/image-rules'
import { detectImageType } from '@/server/uploads/image-signature'
import { isMediaFileName, mediaFileName } from '@/server/uploads/media-file-name'
import { signUploadTicket, verifyUploadTicket } from '@/server/uploads/upload-token'

import { makePng } from '../helpers/png'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  )

const ftyp = (major: string, compatible: string[]) => {
  const body = Buffer.from(`ftyp${major}\0\0\0\0${compatible.join('')}`, 'latin1')
  const size = Buffer.alloc(4)
  size.writeUInt32BE(body.length + 4)
  return new Uint8Array(Buffer.concat([size, body, Buffer.from('....mdat')]))
}

describe('detectImageType', () => {
  it('recognises each accepted format by its magic numbers', () => {
    expect(detectImageType(makePng())).toBe('image/png')
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg')
    expect(detectImageType(bytes('GIF89a', [1, 0, 1, 0]))).toBe('image/gif')
    expect(detectImageType(bytes('GIF87a', [1, 0, 1, 0]))).toBe('image/gif')
    expect(detectImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp')
    expect(detectImageType(ftyp('avif', ['mif1', 'miaf']))).toBe('image/avif')
    expect(detectImageType(ftyp('mif1', ['miaf', 'avif']))).toBe('image/avif')
  })

  it('refuses everything else, whatever its name or claimed type', () => {
    const refused = [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      bytes('<!doctype html><html>'),
      bytes('%PDF-1.7'),
      bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '),
      ftyp('heic', ['mif1', 'heic']),
      ftyp('isom', ['mp41']),
      bytes([0x89, 0x50, 0x4e, 0x47]),
      bytes('GIF8'),
      new Uint8Array(0),
    ]
    for (const sample of refused) expect(detectImageType(sample)).toBeNull()
  })
})

describe('upload tickets', () => {
  const secret = 'a-test-secret-of-sufficient-length-123'
  const ticket = {
    key: 'logo-0123456789abcdef.png',
    contentType: 'image/png',
    userId: 7,
    expiresAt: 2_000_000,
  }

  it('verify what they signed until they expire', () => {
    const token = signUploadTicket(ticket, secret)
    expect(verifyUploadTicket(token, secret, 1_999_999)).toEqual(ticket)
    expect(verifyUploadTicket(token, secret, 2_000_000)).toBeNull()
  })

  it('refuse a token signed with another secret, tampered with, or malformed', () => {
    const token = signUploadTicket(ticket, secret)
    const [body, signature] = token.split('.')
    const forgedBody = Buffer.from(
      JSON.stringify({ k: '../../etc/passwd', t: 'image/png', u: 7, e: 2_000_000 }),
    ).toString('base64url')
    for (const bad of [
      signUploadTicket(ticket, 'another-secret-of-sufficient-length-456'),
      `${forgedBody}.${signature}`,
      `${body}.${signature.slice(0, -2)}`,
      `${body}.${signature}.extra`,
      body,
      '',
    ]) {
      expect(verifyUploadTicket(bad, secret, 1)).toBeNull()
    }
  })
})

describe('mediaFileName', () => {
  it('keeps a readable, safe base and adds a unique part and the type’s extension', () => {
    const first = mediaFileName('../../Église Photo (1).JPG', 'image/jpeg')
    const second = mediaFileName('../../Église Photo (1).JPG', 'image/jpeg')
    expect(first).toMatch(/^eglise-photo-1-[0-9a-f]{16}\.jpg$/)
    expect(first).not.toBe(second)
    expect(isMediaFileName(first)).toBe(true)
  })

  it('never lets a path, dots or an odd extension through', () => {
    for (const name of ['..', '/etc/passwd', 'C:\\evil\\run.exe', 'shell.php.png', '', '....']) {
      const stored = mediaFileName(name, 'image/png')
      expect(stored).toMatch(/^[a-z0-9-]+-[0-9a-f]{16}\.png$/)
      expect(isMediaFileName(stored)).toBe(true)
    }
    expect(isMediaFileName('../x-0123456789abcdef.png')).toBe(false)
    expect(isMediaFileName('x-0123456789abcdef.svg')).toBe(false)
  })
})

describe('image rules', () => {
  it('accept the raster formats up to 10MB and name the required messages otherwise', () => {
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBeNull()
    expect(imageFileProblem({ type: 'image/png', size: MAX_IMAGE_BYTES + 1 })).toBe(
      'Image must be smaller than 10MB',
    )
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toBe(
      'Please select a valid image file',
    )
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Please select a valid image file',
    )
  })

  it('check step 1’s body with field messages', () => {
    const result = uploadImageBodySchema.safeParse({
      fileName: 'a.svg',
      contentType: 'image/svg+xml',
      fileSize: MAX_IMAGE_BYTES + 1,
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(messages).toEqual({
      contentType: 'Please select a valid image file',
      fileSize: 'Image must be smaller than 10MB',
    })
  })
})
