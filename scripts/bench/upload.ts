/**
 * npm run bench:upload: an MP3 of BENCH_UPLOAD_MB (500 by default) uploaded to disk mode by tus
 * in the dashboard's chunk size (upload-session.ts measures it).
 */
import { UPLOAD_CHUNK_BYTES } from '@/lib/uploads/sermon-file-rules'

import { mp3Slice } from '../../tests/helpers/mp3'
import { benchUploadBytes, measureUpload, openUploadBench } from './upload-session'

const { sermon, call, close } = await openUploadBench()
const tus = { 'tus-resumable': '1.0.0' }
const size = benchUploadBytes()
const metadata = [`kind ${btoa('audio')}`, `sermonId ${btoa(String(sermon.id))}`].join(',')
try {
  const created = await call('POST', '/api/admin/sermon-uploads', {
    ...tus,
    'upload-length': String(size),
    'upload-metadata': metadata,
  })
  const location = created.headers.get('location')
  if (created.status !== 201 || !location) throw new Error(`create: ${created.status}`)
  await measureUpload('disk (tus)', size, async () => {
    for (let offset = 0; offset < size; offset += UPLOAD_CHUNK_BYTES) {
      const chunk = await call(
        'PATCH',
        location,
        {
          ...tus,
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
        },
        mp3Slice(offset, Math.min(offset + UPLOAD_CHUNK_BYTES, size)),
      )
      if (chunk.status !== 204 && chunk.status !== 200) throw new Error(`patch: ${chunk.status}`)
      await chunk.text()
    }
  })
} finally {
  await close()
}
process.exit(0)
