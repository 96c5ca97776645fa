import { describe, expect, it } from 'vitest'

import { parseEnv as parse } from '@/env'

const parseEnv = (source: Record<string, string>) => parse(source as NodeJS.ProcessEnv)

describe('environment validation', () => {
  it('gives development working defaults', () => {
    const env = parseEnv({ NODE_ENV: 'development' })
    expect(env).toMatchObject({
      PORT: 3000,
      SITE_URL: 'http://localhost:3000',
      SEED_ON_START: true,
      s3Enabled: false,
      TIME_ZONE: 'America/New_York',
    })
    expect(env.PAYLOAD_SECRET.length).toBeGreaterThan(0)
  })

  it('derives SITE_URL from PORT', () => {
    expect(parseEnv({ NODE_ENV: 'development', PORT: '4100' }).SITE_URL).toBe(
      'http://localhost:4100',
    )
  })

  it('refuses production without a strong PAYLOAD_SECRET', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/)
    expect(() => parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: 'x'.repeat(32) })).not.toThrow()
    // `next build` needs no secret: nothing is signed while building.
    expect(() =>
      parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }),
    ).not.toThrow()
  })

  it('names each bad variable', () => {
    expect(() =>
      parseEnv({
        DATABASE_URL: 'mysql://x',
        SITE_URL: 'https://x.org/',
        TIME_ZONE: 'Mars/Olympus',
      }),
    ).toThrow(/DATABASE_URL[\s\S]*SITE_URL[\s\S]*TIME_ZONE/)
  })

  it('wants S3 settings together', () => {
    expect(() => parseEnv({ S3_BUCKET: 'media' })).toThrow(/S3 needs/)
    expect(
      parseEnv({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }).s3Enabled,
    ).toBe(true)
  })

  it('does not seed on start in tests or production unless asked', () => {
    expect(parseEnv({ NODE_ENV: 'test' }).SEED_ON_START).toBe(false)
    expect(parseEnv({ NODE_ENV: 'test', SEED_ON_START: 'true' }).SEED_ON_START).toBe(true)
  })
})

describe('YouTube settings', () => {
  it("fetches video thumbnails from YouTube's image host unless YOUTUBE_THUMBNAIL_ROOT says otherwise", () => {
    expect(parseEnv({}).YOUTUBE_THUMBNAIL_ROOT).toBe('https://i.ytimg.com')
    expect(parseEnv({ YOUTUBE_THUMBNAIL_ROOT: '' }).YOUTUBE_THUMBNAIL_ROOT).toBe(
      'https://i.ytimg.com',
    )
    expect(
      parseEnv({ YOUTUBE_THUMBNAIL_ROOT: 'http://127.0.0.1:4000/' }).YOUTUBE_THUMBNAIL_ROOT,
    ).toBe('http://127.0.0.1:4000/')
    expect(() => parseEnv({ YOUTUBE_THUMBNAIL_ROOT: 'i.ytimg.com' })).toThrow(
      /YOUTUBE_THUMBNAIL_ROOT/,
    )
  })
})

describe('account settings', () => {
  it('sessions last 12 hours unless SESSION_LIFETIME_HOURS says otherwise', () => {
    expect(parseEnv({}).SESSION_LIFETIME_HOURS).toBe(12)
    expect(parseEnv({ SESSION_LIFETIME_HOURS: '0.5' }).SESSION_LIFETIME_HOURS).toBe(0.5)
    expect(() => parseEnv({ SESSION_LIFETIME_HOURS: '0' })).toThrow(/SESSION_LIFETIME_HOURS/)
    expect(() => parseEnv({ SESSION_LIFETIME_HOURS: 'a week' })).toThrow(/SESSION_LIFETIME_HOURS/)
  })

  it('demo account passwords are at least 12 characters', () => {
    expect(() => parseEnv({ SEED_ADMIN_PASSWORD: 'elevenchars' })).toThrow(/SEED_ADMIN_PASSWORD/)
    expect(parseEnv({}).SEED_ADMIN_PASSWORD.length).toBeGreaterThanOrEqual(12)
    expect(parseEnv({}).SEED_MEMBER_PASSWORD.length).toBeGreaterThanOrEqual(12)
  })
})
