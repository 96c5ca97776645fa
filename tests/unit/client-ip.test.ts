import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/env'
import { SOCKET_ADDRESS_HEADER, clientIp } from '@/server/rate-limit/client-ip'

const request = (headers: Record<string, string>) =>
  new Request('http://localhost/api/contact', { headers })

describe('clientIp', () => {
  const sent = { 'x-forwarded-for': '6.6.6.6, 203.0.113.7', [SOCKET_ADDRESS_HEADER]: '10.0.0.2' }

  it('ignores X-Forwarded-For unless the site is behind a trusted proxy', () => {
    expect(clientIp(request(sent), 0)).toBe('10.0.0.2')
    expect(clientIp(request({}), 0)).toBe('unknown')
  })

  it('behind n proxies, takes the n-th address from the right (the left is the client’s own say)', () => {
    expect(clientIp(request(sent), 1)).toBe('203.0.113.7')
    expect(clientIp(request(sent), 2)).toBe('6.6.6.6')
    expect(clientIp(request({ [SOCKET_ADDRESS_HEADER]: '10.0.0.2' }), 1)).toBe('10.0.0.2')
  })
})

describe('rate-limit settings', () => {
  it('reads points/seconds and TRUST_PROXY, refusing nonsense with the variable named', () => {
    const env = parseEnv({ NODE_ENV: 'test', RATE_LIMIT_FORM_PER_IP: '5/60', TRUST_PROXY: 'true' })
    expect(env.RATE_LIMIT_FORM_PER_IP).toEqual({ points: 5, seconds: 60 })
    expect(env.RATE_LIMIT_LOGIN_PER_ACCOUNT).toEqual({ points: 10, seconds: 900 })
    expect(env.TRUST_PROXY).toBe(1)
    expect(parseEnv({ NODE_ENV: 'test' }).TRUST_PROXY).toBe(0)
    expect(() => parseEnv({ NODE_ENV: 'test', RATE_LIMIT_FORM_PER_IP: 'lots' })).toThrow(
      /RATE_LIMIT_FORM_PER_IP/,
    )
    expect(() => parseEnv({ NODE_ENV: 'test', TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/)
  })
})
