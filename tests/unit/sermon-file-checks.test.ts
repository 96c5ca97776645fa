import { describe, expect, it } from 'vitest'

import { answerRange } from '@/server/http/byte-ranges'
import { formatFileSize } from '@/lib/uploads/sermon-file-rules'
import { detectSermonFileType } from '@/server/sermon-files/file-signature'

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value],
    ),
  )

describe('detectSermonFileType', () => {
  it('knows MP3 (with or without an ID3 tag), ADTS AAC, M4A and PDF by their first bytes', () => {
    expect(detectSermonFileType(bytes('ID3', 4, 0, 0))).toBe('audio/mpeg')
    expect(detectSermonFileType(bytes(0xff, 0xfb, 0xe0, 0xc0))).toBe('audio/mpeg')
    expect(detectSermonFileType(bytes(0xff, 0xf1, 0x50, 0x80))).toBe('audio/aac')
    expect(detectSermonFileType(bytes(0, 0, 0, 0x20, 'ftypM4A ', 0, 0, 0, 0))).toBe('audio/mp4')
    expect(detectSermonFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf')
  })

  it('refuses everything else, whatever it is called', () => {
    expect(detectSermonFileType(bytes('PK', 3, 4))).toBeNull() // a zip (or .docx)
    expect(detectSermonFileType(bytes(0, 0, 0, 0x20, 'ftypqt  '))).toBeNull() // QuickTime video
    expect(detectSermonFileType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull()
    expect(detectSermonFileType(bytes())).toBeNull()
  })
})

describe('answerRange', () => {
  it('serves one part, exactly, from a start, a start and end, or a suffix', () => {
    expect(answerRange('bytes=0-99', 1000)).toEqual({ kind: 'part', start: 0, end: 99 })
    expect(answerRange('bytes=500-', 1000)).toEqual({ kind: 'part', start: 500, end: 999 })
    expect(answerRange('bytes=-100', 1000)).toEqual({ kind: 'part', start: 900, end: 999 })
    expect(answerRange('bytes=-5000', 1000)).toEqual({ kind: 'part', start: 0, end: 999 })
    expect(answerRange('bytes=990-5000', 1000)).toEqual({ kind: 'part', start: 990, end: 999 })
  })

  it('is unsatisfiable past the end, and whole for no, invalid or several ranges', () => {
    expect(answerRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' })
    expect(answerRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' })
    expect(answerRange(null, 1000)).toEqual({ kind: 'whole' })
    expect(answerRange('bytes=9-2', 1000)).toEqual({ kind: 'whole' })
    expect(answerRange('items=0-1', 1000)).toEqual({ kind: 'whole' })
    expect(answerRange('bytes=0-1,5-6', 1000)).toEqual({ kind: 'whole' })
  })
})

describe('formatFileSize', () => {
  it('says sizes as staff and visitors read them', () => {
    expect(formatFileSize(0)).toBe('0 KB')
    expect(formatFileSize(300)).toBe('1 KB')
    expect(formatFileSize(120 * 1024)).toBe('120 KB')
    expect(formatFileSize(2.4 * 1024 * 1024)).toBe('2.4 MB')
    expect(formatFileSize(38.4 * 1024 * 1024)).toBe('38 MB')
  })
})
