/**
 * npm run bench:upload: an MP3 of BENCH_UPLOAD_MB (the largest upload by default) uploaded to disk
 * mode in the dashboard's tus chunk size,
 * through the same /api router the server runs, in this process. Prints the throughput and the
 * process's peak RSS above its level before the upload (the bytes made to send count too, one
 * chunk at a time). Numbers go in notes, never in tests.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { apiRoutes } from '@endpoints/index'
import { env } from '@/env'
import { slugs } from '@/lib/slugs'
import { handleApiRequest } from '@/server/api/router'
import { UPLOAD_CHUNK_BYTES } from '@/lib/uploads/sermon-file-rules'

import { MP3_FRAME_BYTES, mp3FrameCount, mp3Slice } from '../../tests/helpers/mp3'

const MB = 1024 * 1024
const sizeMb = Number(process.env.BENCH_UPLOAD_MB ?? 500)

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

const call = (method: string, path: string, headers: Record<string, string>, body?: Uint8Array) =>
  handleApiRequest(
    new Request(new URL(path, env.SITE_URL), {
      method,
      headers: {
        cookie: `${payload.config.cookiePrefix}-token=${token}`,
        origin: env.SITE_URL,
        'sec-fetch-site': 'same-origin',
        'tus-resumable': '1.0.0',
        ...headers,
      },
      body: body as BodyInit | undefined,
    }),
    apiRoutes,
  )

const size = mp3FrameCount(sizeMb * MB) * MP3_FRAME_BYTES
const metadata = [`kind ${btoa('audio')}`, `sermonId ${btoa(String(sermon.id))}`].join(',')
try {
  const created = await call('POST', '/api/admin/sermon-uploads', {
    'upload-length': String(size),
    'upload-metadata': metadata,
  })
  const location = created.headers.get('location')
  if (created.status !== 201 || !location) throw new Error(`create: ${created.status}`)
  const baseline = process.memoryUsage().rss
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  const started = performance.now()
  let last: Response | null = null
  for (let offset = 0; offset < size; offset += UPLOAD_CHUNK_BYTES) {
    last = await call(
      'PATCH',
      location,
      { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
      mp3Slice(offset, Math.min(offset + UPLOAD_CHUNK_BYTES, size)),
    )
    if (last.status !== 204 && last.status !== 200) throw new Error(`patch: ${last.status}`)
    await last.text()
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  console.log(
    `[bench:upload] ${(size / MB).toFixed(0)} MB in ${seconds.toFixed(1)} s: ` +
      `${(size / MB / seconds).toFixed(1)} MB/s including the check on arrival; ` +
      `peak RSS ${((peak - baseline) / MB).toFixed(1)} MB above ${(baseline / MB).toFixed(0)} MB`,
  )
} finally {
  await payload.delete({ collection: slugs.sermonFiles, where: { sermon: { equals: sermon.id } } })
  await payload.delete({ collection: slugs.sermons, id: sermon.id })
  await payload.delete({ collection: slugs.users, id: admin.id })
}
process.exit(0)
