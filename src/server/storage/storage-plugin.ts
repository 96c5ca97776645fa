import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'

import type { Env } from '@/env'
import { slugs } from '@/lib/slugs'

/** One S3 client configuration for the storage plugin and the upload routes (src/server/uploads). */
export const s3ClientConfig = (env: Env): S3ClientConfig => ({
  region: env.S3_REGION ?? 'us-east-1',
  endpoint: env.S3_ENDPOINT,
  // Path-style addressing for S3-compatible servers (MinIO, R2, s3rver in tests).
  forcePathStyle: Boolean(env.S3_ENDPOINT),
  credentials: {
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
  },
  // Checksums only where S3 demands them: a presigned URL must not require headers a browser
  // will not send, and S3-compatible servers do not all speak the newer checksum trailers.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
})

/**
 * S3 when configured, the local disk otherwise. The plugin is always present (enabled or not)
 * with alwaysInsertFields, so the database schema and migrations are the same in both modes.
 */
export const storagePlugin = (env: Env) =>
  s3Storage({
    enabled: env.s3Enabled,
    alwaysInsertFields: true,
    collections: { [slugs.media]: true },
    bucket: env.S3_BUCKET ?? '',
    config: s3ClientConfig(env),
  })
