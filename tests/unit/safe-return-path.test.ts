import { describe, expect, it } from 'vitest'

import { safeReturnPath } from '@/lib/safe-return-path'

describe('safeReturnPath', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnPath('/admin')).toBe('/admin')
    expect(safeReturnPath('/sermons?speaker=A%20B')).toBe('/sermons?speaker=A%20B')
  })

  it('falls back to home for anything that could leave the site', () => {
    for (const candidate of [
      undefined,
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'admin',
      '/a\nb',
    ]) {
      expect(safeReturnPath(candidate)).toBe('/')
    }
  })
})
