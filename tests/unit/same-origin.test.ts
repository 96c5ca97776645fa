import { describe, expect, it } from 'vitest'

import { isForeignOrigin } from '@/server/api/same-origin'

const request = (headers: Record<string, string>) =>
  new Request('http://internal:3000/api/contact', { method: 'POST', headers })

describe('isForeignOrigin', () => {
  const site = 'https://www.stbrendans.org'

  it('accepts requests without Origin (not from a browser form or fetch)', () => {
    expect(isForeignOrigin(request({}), site)).toBe(false)
  })

  it('accepts the configured site origin', () => {
    expect(isForeignOrigin(request({ origin: site }), site)).toBe(false)
  })

  it('accepts the origin the request was addressed to, as behind a proxy', () => {
    expect(
      isForeignOrigin(request({ origin: 'http://localhost:3100', host: 'localhost:3100' }), site),
    ).toBe(false)
    expect(
      isForeignOrigin(
        request({
          origin: 'https://preview.stbrendans.org',
          'x-forwarded-host': 'preview.stbrendans.org',
          'x-forwarded-proto': 'https',
        }),
        site,
      ),
    ).toBe(false)
  })

  it('refuses any other origin', () => {
    expect(
      isForeignOrigin(
        request({ origin: 'https://evil.example', host: 'www.stbrendans.org' }),
        site,
      ),
    ).toBe(true)
    expect(
      isForeignOrigin(
        request({
          origin: 'http://www.stbrendans.org',
          host: 'www.stbrendans.org',
          'x-forwarded-proto': 'https',
        }),
        site,
      ),
    ).toBe(true)
  })
})
