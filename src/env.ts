import 'server-only'

import { z } from 'zod'

import { hasVtimezone } from './lib/calendar/vtimezone'
import { MIN_PASSWORD_LENGTH } from './lib/password-policy'
import { parseAllowedOrigins } from './server/http/outbound/allowed-origins'

/**
 * Every environment variable Shoreline reads, checked once at start. .env.example documents them.
 * A bad value stops the server with a message naming the variable, instead of failing later.
 */

const DEV_SECRET = 'shoreline-development-secret-not-for-production'

const optional = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))

/** "points/seconds", e.g. "10/600": at most 10 in any 10 minutes (docs/rate-limits.md). */
const rateLimit = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .refine(
      (value) => /^[1-9]\d{0,6}\/[1-9]\d{0,7}$/.test(value),
      'Rate limits are written points/seconds, such as 10/600',
    )
    .transform((value) => {
      const [points, seconds] = value.split('/').map(Number)
      return { points, seconds }
    })

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    NEXT_PHASE: z.string().optional(),
    DATABASE_URL: optional().refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'DATABASE_URL must be a postgres:// connection string',
    ),
    PAYLOAD_SECRET: optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_URL: optional().refine(
      (value) => value === undefined || /^https?:\/\/[^/]+$/.test(value),
      'SITE_URL must be an origin such as https://www.example.org (no trailing slash or path)',
    ),
    EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    EMBEDDED_POSTGRES_DIR: z.string().default('.data/postgres'),
    MEDIA_DIR: z.string().default('.data/media'),
    // The largest sermon audio file staff may upload, in megabytes (docs/uploads.md).
    SERMON_AUDIO_MAX_MB: z.coerce.number().int().min(1).max(10_000).default(500),
    // Saved versions kept per item with drafts and per global (settings, service times, page
    // texts); older ones are deleted (docs/publishing.md).
    VERSIONS_PER_ITEM: z.coerce.number().int().min(1).max(1000).default(50),
    S3_BUCKET: optional(),
    S3_REGION: optional(),
    S3_ENDPOINT: optional(),
    S3_ACCESS_KEY_ID: optional(),
    S3_SECRET_ACCESS_KEY: optional(),
    // Where visitors fetch sermon files in S3 mode (a CDN or the bucket's public address); unset:
    // the bucket's own address (docs/uploads.md).
    S3_PUBLIC_URL: optional().refine(
      (value) => value === undefined || (/^https?:\/\/[^/]/.test(value) && !value.endsWith('/')),
      'S3_PUBLIC_URL must be an http(s) address without a trailing slash, such as https://media.example.org',
    ),
    SEED_ADMIN_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH).default('shoreline-admin'),
    SEED_MEMBER_PASSWORD: z.string().min(MIN_PASSWORD_LENGTH).default('shoreline-member'),
    // How long a login lasts (Payload's tokenExpiration). ASVS 4.0 V3.3.2 (level 2): 12 hours.
    SESSION_LIFETIME_HOURS: z.coerce.number().positive().max(720).default(12),
    SEED_ON_START: z.enum(['true', 'false']).optional(),
    ALLOW_INSECURE_COOKIES: z.enum(['true', 'false']).default('false'),
    YOUTUBE_API_KEY: optional(),
    YOUTUBE_API_ROOT: optional(),
    // Where the server fetches video thumbnails from (src/server/video-thumbnails); tests point it
    // at a fake. Visitors' browsers only ever load them from this site.
    YOUTUBE_THUMBNAIL_ROOT: optional()
      .refine(
        (value) => value === undefined || /^https?:\/\/[^/]+/.test(value),
        'YOUTUBE_THUMBNAIL_ROOT must be an http(s) URL such as https://i.ytimg.com',
      )
      .transform((value) => value ?? 'https://i.ytimg.com'),
    // Origins (scheme://host:port, comma-separated) that fetches of staff-given links may reach
    // even inside the server's network, e.g. an intranet media server (docs/outbound-requests.md).
    OUTBOUND_ALLOWED_ORIGINS: z
      .string()
      .default('')
      .refine(
        (value) => parseAllowedOrigins(value) !== null,
        'OUTBOUND_ALLOWED_ORIGINS must be origins separated by commas, such as http://media.lan:8080',
      )
      .transform((value): readonly string[] => parseAllowedOrigins(value) ?? []),
    // Behind a reverse proxy: how many proxies append to X-Forwarded-For (true means 1). Off, the
    // client address is the connection's own and X-Forwarded-For is ignored.
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .refine(
        (value) => /^(true|false|[0-9])$/.test(value),
        'TRUST_PROXY must be true, false or a number of proxies',
      )
      .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value))),
    RATE_LIMIT_FORM_PER_IP: rateLimit('30/600'),
    RATE_LIMIT_FORM_PER_EMAIL: rateLimit('10/3600'),
    RATE_LIMIT_LOGIN_PER_IP: rateLimit('50/900'),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: rateLimit('10/900'),
    RATE_LIMIT_RESET_PER_IP: rateLimit('10/3600'),
    RATE_LIMIT_RESET_PER_ACCOUNT: rateLimit('3/3600'),
    // Payload's GraphQL API at /cms-api/graphql; nothing in Shoreline uses it.
    GRAPHQL_ENABLED: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    // A public form sent sooner than this after the page opened it is treated as spam.
    SPAM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
    TIME_ZONE: z
      .string()
      .default('America/New_York')
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone })
          return true
        } catch {
          return false
        }
      }, 'TIME_ZONE must be an IANA time zone such as America/New_York')
      // The calendar feed needs the zone's VTIMEZONE: a zone without one stops the start here.
      .refine(
        hasVtimezone,
        'TIME_ZONE has no calendar (VTIMEZONE) data: use a zone such as America/New_York',
      ),
  })
  .superRefine((env, ctx) => {
    // `next build` loads the config in production mode but signs nothing: the secret is a runtime need.
    const building = env.NEXT_PHASE === 'phase-production-build'
    if (
      env.NODE_ENV === 'production' &&
      !building &&
      (!env.PAYLOAD_SECRET || env.PAYLOAD_SECRET.length < 32)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message: 'PAYLOAD_SECRET must be set to at least 32 random characters in production',
      })
    }
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY]
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'S3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
      })
    }
  })
  .transform((env) => ({
    ...env,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? DEV_SECRET,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    // A fresh development database fills itself with demo content unless told not to.
    SEED_ON_START: env.SEED_ON_START
      ? env.SEED_ON_START === 'true'
      : env.NODE_ENV === 'development',
    s3Enabled: Boolean(env.S3_BUCKET),
  }))

export type Env = z.infer<typeof schema>

export const parseEnv = (source: NodeJS.ProcessEnv): Env => {
  const result = schema.safeParse(source)
  if (result.success) return result.data
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid environment:\n${lines.join('\n')}`)
}

export const env = parseEnv(process.env)
