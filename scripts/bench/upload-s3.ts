/**
 * npm run bench:upload:s3: the same MP3 as bench:upload, through S3 mode's presigned multipart
 * path (docs/uploads.md) against s3rver on loopback, in its own process so that its memory is
 * not counted. Start, part URLs, the join and the check on arrival run through this process's
 * /api router; the parts are PUT to the bucket by another process, as by the browser (three at a
 * time). So the RSS measured is the server's own, which should stay flat: it never holds the bytes.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'

const BUCKET = 'shoreline-bench-upload'

/** The parts go from another process (send-parts.ts), as from the browser. */
const sendParts = async (job: object): Promise<{ partNumber: number; etag: string }[]> => {
  const sender = spawn('npx', ['tsx', 'scripts/bench/send-parts.ts'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  sender.stdin.end(JSON.stringify(job))
  const [answer, code] = await Promise.all([
    text(sender.stdout),
    new Promise((resolve) => sender.on('close', resolve)),
  ])
  if (code !== 0) throw new Error(`sending the parts failed (${String(code)})`)
  return JSON.parse(answer) as { partNumber: number; etag: string }[]
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

const directory = await mkdtemp(path.join(tmpdir(), 'shoreline-bench-s3rver-'))
const port = await freePort()
const bucketServer = spawn(
  'node_modules/.bin/s3rver',
  ['-d', directory, '-a', '127.0.0.1', '-p', String(port), '-s', '--configure-bucket', BUCKET],
  { stdio: 'ignore' },
)
const endpoint = `http://127.0.0.1:${port}`
const answers = () =>
  fetch(endpoint).then(
    () => true,
    () => false,
  )
for (let attempt = 0; !(await answers()); attempt += 1) {
  if (attempt > 100) throw new Error('s3rver did not start')
  await new Promise((resolve) => setTimeout(resolve, 100))
}
// Read by src/env.ts when the app loads below; s3rver's fixed credentials.
Object.assign(process.env, {
  S3_BUCKET: BUCKET,
  S3_REGION: 'us-east-1',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
})
const { benchUploadBytes, measureUpload, openUploadBench } = await import('./upload-session')

const { sermon, call, close } = await openUploadBench()
const size = benchUploadBytes()
const json = async <T>(response: Response, what: string): Promise<T> => {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}
try {
  await measureUpload('S3 (presigned multipart)', size, async () => {
    const base = '/api/admin/sermon-s3-uploads'
    const started = await json<{ id: string; partBytes: number; parts: number }>(
      await call(
        'POST',
        base,
        {},
        { kind: 'audio', sermonId: sermon.id, filename: 'bench.mp3', size },
      ),
      'start',
    )
    const { parts: urls } = await json<{ parts: { partNumber: number; url: string }[] }>(
      await call(
        'POST',
        `${base}/${started.id}/parts`,
        {},
        {
          partNumbers: Array.from({ length: started.parts }, (_, index) => index + 1),
        },
      ),
      'part URLs',
    )
    const parts = await sendParts({ parts: urls, partBytes: started.partBytes, size })
    // The one step where the server reads the file (streamed from the bucket): measured alone too.
    await measureUpload('S3, the join and the check on arrival alone', size, async () => {
      await json(await call('POST', `${base}/${started.id}/complete`, {}, { parts }), 'complete')
    })
  })
} finally {
  await close()
  bucketServer.kill()
  await rm(directory, { recursive: true, force: true })
}
process.exit(0)
