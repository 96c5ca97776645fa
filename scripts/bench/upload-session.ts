/**
 * What both upload benches share (npm run bench:upload, bench:upload:s3): a staff session and a
 * sermon, calls through the same /api router the server runs, in this process, and the
 * measure: the throughput and the process's peak RSS above its level before the upload (the bytes
 * made to send count too, one chunk at a time). Imported after the storage settings are set,
 * since src/env.ts reads them when it loads. Numbers go in notes, never in tests.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { apiRoutes } from '@endpoints/index'
import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { handleApiRequest } from '@/server/api/router'

import { MP3_FRAME_BYTES, mp3FrameCount } from '../../tests/helpers/mp3'

export const MB = 1024 * 1024

/** The MP3's size: BENCH_UPLOAD_MB, the issue's largest upload by default, in whole frames. */
export const benchUploadBytes = () =>
  mp3FrameCount(Number(process.env.BENCH_UPLOAD_MB ?? 500) * MB) * MP3_FRAME_BYTES

export const openUploadBench = async () => {
  const payload = await getPayload({ config })
  const email = `bench-upload-${Date.now()}@bench.shoreline.test`
  const password = `bench-${Date.now()}-password`
  const admin = await payload.create({
    collection: slugs.users,
    data: { email, password, role: 'admin', name: 'Bench upload' },
  })
  const { token } = await payload.login({ collection: slugs.users, data: { email, password } })
  const sermon = await payload.create({
    collection: slugs.sermons,
    data: { title: 'Bench upload', speaker: 'Bench', date: '2026-11-01' },
  })

  /** A staff request to /api; a plain object body is sent as JSON. */
  const call = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: Uint8Array | object,
  ) =>
    handleApiRequest(
      new Request(new URL(path, env.SITE_URL), {
        method,
        headers: {
          cookie: `${payload.config.cookiePrefix}-token=${token}`,
          origin: env.SITE_URL,
          'sec-fetch-site': 'same-origin',
          ...(body && !(body instanceof Uint8Array) ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        body: (body instanceof Uint8Array ? body : body && JSON.stringify(body)) as
          BodyInit | undefined,
      }),
      apiRoutes,
    )

  const close = async () => {
    await payload.delete({
      collection: slugs.sermonFiles,
      where: { sermon: { equals: sermon.id } },
    })
    await payload.delete({ collection: slugs.sermons, id: sermon.id })
    await payload.delete({ collection: slugs.users, id: admin.id })
  }
  return { sermon, call, close }
}

/** Runs the upload and prints its throughput and this process's peak RSS growth. */
export const measureUpload = async (label: string, size: number, upload: () => Promise<void>) => {
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  const started = performance.now()
  try {
    await upload()
  } finally {
    clearInterval(sampler)
  }
  const seconds = (performance.now() - started) / 1000
  console.log(
    `[bench:upload] ${label}: ${(size / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s: ` +
      `${(size / MB / seconds).toFixed(1)} MB/s including the check on arrival; ` +
      `peak RSS ${((peak - baseline) / MB).toFixed(1)} MB above ${(baseline / MB).toFixed(0)} MB`,
  )
}
