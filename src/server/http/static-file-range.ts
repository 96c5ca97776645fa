import { statSync, type Stats } from 'node:fs'
import path from 'node:path'

import { NextResponse, type NextRequest } from 'next/server'

import { isUnsatisfiable, nextFailsOnRange } from './byte-ranges'
import { failsPrecondition, hasPrecondition } from './static-file-preconditions'

/**
 * Where Next serves files from without a route: public/ at the root, and the build's
 * .next/static/ under /_next/static/ (the default distDir; next.config.mjs sets none). `next
 * start` runs in the project's folder.
 */
const FILE_ROOTS = [
  { prefix: '/_next/static/', dir: path.join(process.cwd(), '.next', 'static') },
  { prefix: '/', dir: path.join(process.cwd(), 'public') },
]

/**
 * The file a path names under one of FILE_ROOTS (its size and modification time), or null if
 * none. Looked up at once (one stat, only on requests with a Range or a precondition), so the
 * proxy stays synchronous.
 */
const staticFile = (pathname: string): Stats | null => {
  const root = FILE_ROOTS.find(({ prefix }) => pathname.startsWith(prefix))
  if (!root) return null
  const relative = decodeURIComponent(pathname.slice(root.prefix.length - 1))
  const file = path.resolve(root.dir, `.${relative}`)
  if (!file.startsWith(root.dir + path.sep)) return null
  const stats = statSync(file, { throwIfNoEntry: false })
  return stats?.isFile() ? stats : null
}

const plainText = { 'Content-Type': 'text/plain; charset=utf-8' }

/** 412 (RFC 9110 §15.5.13): the request's If-Match or If-Unmodified-Since is false. */
const preconditionFailed = (request: NextRequest): Response =>
  new Response(request.method === 'HEAD' ? null : 'Precondition Failed', {
    status: 412,
    headers: plainText,
  })

/**
 * A GET or HEAD of a static file with a Range or a precondition that Next's file server would
 * answer with a 500, decided here instead:
 * - If-Match or If-Unmodified-Since (static-file-preconditions.ts): 412 when false; when true, the
 *   file is served as usual, without them (Next's server would judge them differently).
 * - A Range Next fails on (byte-ranges.ts): 416 with the file's size when HTTP calls the range
 *   unsatisfiable, as it says to (RFC 9110 §15.5.17); otherwise (a suffix longer than the file, a
 *   malformed range, or an If-Range, whose validator Next keeps to itself) the Range is dropped
 *   and Next sends the whole file, as a server may always do (§14.2).
 * Any other request goes on untouched.
 */
export const rangeOfStaticFile = (request: NextRequest): Response => {
  const isRead = request.method === 'GET' || request.method === 'HEAD'
  const file = isRead ? staticFile(request.nextUrl.pathname) : null
  if (!file) return NextResponse.next()
  const headers = new Headers(request.headers)
  const dropped: string[] = []
  if (hasPrecondition(headers)) {
    if (failsPrecondition(headers, { modifiedMs: file.mtimeMs })) return preconditionFailed(request)
    dropped.push('if-match', 'if-unmodified-since')
  }
  const range = headers.get('range')
  if (range !== null && nextFailsOnRange(range, file.size)) {
    if (isUnsatisfiable(range, file.size) && !headers.has('if-range')) {
      return new Response(request.method === 'HEAD' ? null : 'Range Not Satisfiable', {
        status: 416,
        headers: {
          'Content-Range': `bytes */${file.size}`,
          'Accept-Ranges': 'bytes',
          ...plainText,
        },
      })
    }
    dropped.push('range')
  }
  // Untouched unless a header must not reach Next's file server.
  if (!dropped.length) return NextResponse.next()
  for (const name of dropped) headers.delete(name)
  return NextResponse.next({ request: { headers } })
}
