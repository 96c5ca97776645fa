import { describe, expect, it } from 'vitest'

import {
  isEmail,
  isHexColour,
  isHttpUrl,
  isImageLocation,
  isIsoDate,
  isTimeOfDay,
  orBlank,
} from '@/lib/validation/rules'

describe('validation rules', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2026-11-22')).toBe(true)
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2026-02-29')).toBe(false)
    expect(isIsoDate('2026-13-01')).toBe(false)
    expect(isIsoDate('22/11/2026')).toBe(false)
  })

  it('accepts 24-hour times of day', () => {
    expect(['00:00', '10:30', '23:59'].every(isTimeOfDay)).toBe(true)
    expect(['24:00', '9:30', '10:60', '10:30 AM'].some(isTimeOfDay)).toBe(false)
  })

  it('accepts hex colours with a leading # and 3 or 6 digits', () => {
    expect(['#fff', '#2563EB'].every(isHexColour)).toBe(true)
    expect(['2563eb', '#25', '#2563eb0', 'blue', '#ggg'].some(isHexColour)).toBe(false)
  })

  it('accepts plain email addresses', () => {
    expect(isEmail('office@stbrendans.org')).toBe(true)
    expect(['office', 'a@b', 'a b@c.org', '@c.org'].some(isEmail)).toBe(false)
  })

  it('accepts only http(s) URLs as links', () => {
    expect(isHttpUrl('https://example.org/x')).toBe(true)
    expect(['javascript:alert(1)', 'ftp://x.org', 'example.org', ''].some(isHttpUrl)).toBe(false)
  })

  it('accepts image locations starting with http or /, but not protocol-relative ones', () => {
    expect(['https://img.example.org/a.jpg', '/media/a.jpg'].every(isImageLocation)).toBe(true)
    expect(
      ['//evil.example/a.jpg', 'data:image/png;base64,xx', 'httpfoo', 'a.jpg'].some(
        isImageLocation,
      ),
    ).toBe(false)
  })

  it('orBlank lets empty values through and checks the rest', () => {
    const optionalUrl = orBlank(isHttpUrl)
    expect([undefined, null, '', '   ', 'https://x.org'].every(optionalUrl)).toBe(true)
    expect(optionalUrl('nope')).toBe(false)
    expect(optionalUrl(42)).toBe(false)
  })
})
