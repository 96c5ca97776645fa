import { FileStore } from '@tus/file-store'
import { Server } from '@tus/server'
import type { Payload } from 'payload'

import { ApiError } from '@/server/api/errors'

import type { User } from '../../../payload-types'
import { finishSermonUpload } from './finish-upload'
import { incomingDir, SERMON_UPLOADS_PATH } from './locations'
import { checkDocumentRoom, findSermonFor } from './sermon-file-records'
import {
  checkDeclaredSize,
  isUploadRefusal,
  maxAudioBytes,
  readUploadMetadata,
  refusal,
} from './upload-metadata'

/** An upload not finished a day after it started is abandoned (cleanAbandonedUploads). */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000

/** Who is asking and through which Payload, for the hooks below: the router checked them. */
const callers = new WeakMap<Request, { payload: Payload; user: User }>()

const callerOf = (request: Request) => {
  const caller = callers.get(request)
  if (!caller) throw refusal(401, 'Please log in again.')
  return caller
}

let store: FileStore | null = null
let server: Server | null = null

/** The disk store of uploads in progress, one per process (its lock is in memory). */
export const sermonUploadStore = (): FileStore => {
  store ??= new FileStore({
    directory: incomingDir(),
    expirationPeriodInMilliseconds: ABANDONED_AFTER_MS,
  })
  return store
}

/**
 * The tus server (tus.io, docs/uploads.md) behind /api/admin/sermon-uploads: each chunk is
 * streamed to disk as it arrives, an interrupted chunk keeps the bytes that came, and the browser
 * asks for the offset (HEAD) and goes on from there.
 */
const sermonUploadServer = (): Server => {
  server ??= new Server({
    path: SERMON_UPLOADS_PATH,
    datastore: sermonUploadStore(),
    maxSize: maxAudioBytes(),
    relativeLocation: true,
    // Uploads are same-origin only (the router refuses other origins), so no CORS.
    onUploadCreate: async (request, upload) => {
      const { payload, user } = callerOf(request)
      const metadata = readUploadMetadata(upload)
      checkDeclaredSize(upload, metadata.kind)
      await findSermonFor(payload, metadata.sermonId, user)
      if (metadata.kind === 'document') await checkDocumentRoom(payload, metadata.sermonId)
      return { metadata: upload.metadata }
    },
    onUploadFinish: async (request, upload) => {
      const { payload, user } = callerOf(request)
      const file = await finishSermonUpload({ payload, store: sermonUploadStore(), user }, upload)
      return {
        status_code: 200,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(file),
      }
    },
    // Our refusals already carry the API's {message}; tus's own plain-text errors are wrapped in it.
    onResponseError: (_request, error) => {
      if (isUploadRefusal(error)) {
        return error.body.startsWith('{') ? error : refusal(error.status_code, error.body.trim())
      }
      return undefined
    },
  })
  return server
}

/** Hands an authorised staff request to the tus server. */
export const handleSermonUpload = (request: Request, payload: Payload, user: User) => {
  // tus answers a request without its header in plain text; every other caller of /api gets the
  // one error shape, with a sentence saying what this address expects.
  if (!request.headers.get('tus-resumable'))
    throw new ApiError(
      412,
      'This address takes resumable uploads by the tus protocol: send Tus-Resumable: 1.0.0',
      undefined,
      { 'Tus-Resumable': '1.0.0' },
    )
  callers.set(request, { payload, user })
  return sermonUploadServer().handleWeb(request)
}
