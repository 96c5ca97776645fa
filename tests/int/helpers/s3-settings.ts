import { S3Client } from '@aws-sdk/client-s3'
import { expect } from 'vitest'

const S3_SETTINGS = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/**
 * Puts the site in S3 mode against a test server on loopback, before the app is imported (the
 * settings are read when src/env.ts loads; vitest gives each test file its own modules). The run
 * must start without S3 settings, so that forgetS3Settings restores it exactly and no other file
 * sees them. Returns a client of the same bucket for the test's own checks.
 */
export const useS3Settings = (
  endpoint: string,
  bucket: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
): S3Client => {
  expect(S3_SETTINGS.filter((name) => process.env[name])).toEqual([])
  Object.assign(process.env, {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  })
  return new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials })
}

export const forgetS3Settings = () => {
  for (const name of S3_SETTINGS) delete process.env[name]
}
