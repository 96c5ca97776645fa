import { describe, expect, it } from 'vitest'

import { ApiError } from '@/server/api/errors'
import { parseId } from '@/server/api/ids'

describe('parseId', () => {
  it('reads a document id', () => {
    expect(parseId('42', 'Event')).toBe(42)
    expect(parseId('2147483647', 'Event')).toBe(2147483647)
  })

  it('answers 404 for anything that cannot be a serial id', () => {
    for (const raw of [
      undefined,
      '',
      '0',
      '-1',
      'abc',
      '1e3',
      ' 12',
      '1.5',
      '2147483648',
      '99999999999',
    ]) {
      expect(() => parseId(raw, 'Event')).toThrow(ApiError)
      expect(() => parseId(raw, 'Event')).toThrow('Event not found')
    }
  })
})
