import { describe, expect, it } from 'vitest'

import { isForeignOrigin, originRefusal } from '@/server/api/same-origin'

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

describe('originRefusal', () => {
  const site = 'https://www.stbrendans.org'

  it('refuses a missing Origin, and another site’s, each with its sentence', () => {
    expect(originRefusal(request({}), site)).toMatch(/the Origin header is missing/)
    expect(originRefusal(request({ cookie: 'a=b' }), site)).toMatch(/Origin header is missing/)
    expect(originRefusal(request({ origin: 'https://evil.example' }), site)).toBe(
      'Cross-origin request refused',
    )
  })

  it('lets the site’s own Origin through, and a cookie-less client with an Authorization header', () => {
    expect(originRefusal(request({ origin: site }), site)).toBeNull()
    expect(originRefusal(request({ authorization: 'JWT abc' }), site)).toBeNull()
    expect(
      originRefusal(request({ authorization: 'JWT abc', cookie: 'payload-token=x' }), site),
    ).toMatch(/Origin header is missing/)
    // A foreign Origin is refused whatever else the request carries.
    expect(
      originRefusal(request({ authorization: 'JWT abc', origin: 'https://evil.example' }), site),
    ).toBe('Cross-origin request refused')
  })
})
