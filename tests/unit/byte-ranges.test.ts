import { describe, expect, it } from 'vitest'

import { isUnsatisfiable, nextFailsOnRange } from '@/server/http/byte-ranges'

const SIZE = 1000

describe('a Range against a 1000-byte file', () => {
  it('is one Next serves when any part starts inside the file', () => {
    for (const range of [
      'bytes=0-99',
      'bytes=999-',
      'bytes=500-99999999',
      'bytes=-1',
      'bytes=-1000',
      'bytes=5000-, 0-1',
      '  bytes=0-0',
    ]) {
      expect(nextFailsOnRange(range, SIZE), range).toBe(false)
    }
  })

  it('is one Next ignores (whole file) when it does not read it as bytes', () => {
    for (const range of ['items=99999999-', 'BYTES=99999999-', 'bytes 99999999-', '']) {
      expect(nextFailsOnRange(range, SIZE), range).toBe(false)
    }
  })

  it('is one Next fails on when no part can be served', () => {
    for (const range of [
      'bytes=1000-',
      'bytes=99999999-',
      'bytes=1000-2000, 5000-',
      'bytes=-0',
      'bytes=-1001',
      'bytes=5-2',
      'bytes=abc',
      'bytes=',
    ]) {
      expect(nextFailsOnRange(range, SIZE), range).toBe(true)
    }
  })

  it('is unsatisfiable for HTTP only when it is valid and starts nowhere inside the file', () => {
    for (const range of ['bytes=1000-', 'bytes=99999999-', 'bytes=1000-2000, 5000-', 'bytes=-0']) {
      expect(isUnsatisfiable(range, SIZE), range).toBe(true)
    }
    expect(isUnsatisfiable('bytes=-0', 0)).toBe(true)
  })

  it('lets an empty file be asked for a suffix (HTTP sends what there is)', () => {
    expect(isUnsatisfiable('bytes=-5', 0)).toBe(false)
    expect(isUnsatisfiable('bytes=0-', 0)).toBe(true)
  })

  it('is not unsatisfiable when a suffix is longer than the file (HTTP sends it all)', () => {
    expect(isUnsatisfiable('bytes=-1001', SIZE)).toBe(false)
  })

  it('is invalid, so ignored rather than refused, when it does not parse', () => {
    for (const range of ['bytes=5-2', 'bytes=abc', 'bytes=', 'bytes=1-2-3', 'bytes=1000-x']) {
      expect(isUnsatisfiable(range, SIZE), range).toBe(false)
    }
  })
})
