import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { answerRange } from '@/server/http/byte-ranges'
import { notFound } from '@/server/api/errors'

import type { SermonFile } from '../../../payload-types'
import { sermonFilesDir } from './locations'

const NOT_FOUND = 'File not found'

/**
 * A hosted sermon file from disk, as players and podcast apps need it: Accept-Ranges and exact
 * 206 parts (seeking, resuming), 416 for a range past the end, the type read from its bytes,
 * cached for good (every name is unique and never reused).
 */
export const sermonFileResponse = async (file: SermonFile, request: Request): Promise<Response> => {
  const onDisk = path.join(sermonFilesDir(), path.basename(file.filename))
  const info = await stat(onDisk).catch(() => null)
  if (!info?.isFile()) throw notFound(NOT_FOUND)
  const size = info.size
  const headers = new Headers({
    'Content-Type': file.mimeType,
    // Played or shown in the browser; saved under its stored name (plain [a-z0-9-.]).
    'Content-Disposition': `inline; filename="${file.filename}"`,
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  })
  // Chrome will not show a PDF in a sandboxed document; audio is never a document worth scripting.
  if (file.kind === 'audio') headers.set('Content-Security-Policy', "default-src 'none'; sandbox")
  const range = answerRange(request.headers.get('range'), size)
  if (range.kind === 'unsatisfiable') {
    headers.set('Content-Range', `bytes */${size}`)
    headers.set('Content-Type', 'text/plain; charset=utf-8')
    return new Response('Range Not Satisfiable', { status: 416, headers })
  }
  const { start, end } = range.kind === 'part' ? range : { start: 0, end: size - 1 }
  headers.set('Content-Length', String(end - start + 1))
  if (range.kind === 'part') headers.set('Content-Range', `bytes ${start}-${end}/${size}`)
  const body =
    request.method === 'HEAD'
      ? null
      : (Readable.toWeb(createReadStream(onDisk, { start, end })) as ReadableStream)
  return new Response(body, { status: range.kind === 'part' ? 206 : 200, headers })
}
