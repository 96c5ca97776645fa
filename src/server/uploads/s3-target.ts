import { S3Client } from '@aws-sdk/client-s3'

import { env } from '@/env'
import { s3ClientConfig } from '@/server/storage/storage-plugin'

import type { S3Target } from './s3-uploads'

let target: S3Target | null = null

/** The bucket uploads go to when S3 is configured (src/env.ts s3Enabled); null in disk mode. */
export const getS3Target = (): S3Target | null => {
  if (!env.s3Enabled || !env.S3_BUCKET) return null
  target ??= { client: new S3Client(s3ClientConfig(env)), bucket: env.S3_BUCKET }
  return target
}
