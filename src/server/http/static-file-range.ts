import { statSync } from 'node:fs'
import path from 'node:path'

import { NextResponse, type NextRequest } from 'next/server'

import { isUnsatisfiable, nextFailsOnRange } from './byte-ranges'

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
 * The size of the file a path names under one of FILE_ROOTS, or null if none. Looked up at once
 * (one stat, on requests with a Range only), so the proxy stays synchronous.
 */
const staticFileSize = (pathname: string): number | null => {
  const root = FILE_ROOTS.find(({ prefix }) => pathname.startsWith(prefix))
  if (!root) return null
  const relative = decodeURIComponent(pathname.slice(root.prefix.length - 1))
  const file = path.resolve(root.dir, `.${relative}`)
  if (!file.startsWith(root.dir + path.sep)) return null
  const stats = statSync(file, { throwIfNoEntry: false })
  return stats?.isFile() ? stats.size : null
}

/**
 * A GET or HEAD of a static file with a Range that Next's file server would answer with a 500
 * (byte-ranges.ts): 416 with the file's size when HTTP calls the range unsatisfiable, as it says
 * to (RFC 9110 §15.5.17); otherwise (a suffix longer than the file, a malformed range, or an
 * If-Range, whose validator Next keeps to itself) the Range is dropped and Next sends the whole
 * file, as a server may always do (§14.2). Any other request goes on untouched.
 */
export const rangeOfStaticFile = (request: NextRequest): Response => {
  const range = request.headers.get('range') ?? ''
  const isRead = request.method === 'GET' || request.method === 'HEAD'
  const size = isRead ? staticFileSize(request.nextUrl.pathname) : null
  if (size === null || !nextFailsOnRange(range, size)) return NextResponse.next()
  if (isUnsatisfiable(range, size) && !request.headers.has('if-range')) {
    return new Response(request.method === 'HEAD' ? null : 'Range Not Satisfiable', {
      status: 416,
      headers: {
        'Content-Range': `bytes */${size}`,
        'Accept-Ranges': 'bytes',
        'Content-Type': 'text/plain; charset=utf-8',
      },
    })
  }
  const headers = new Headers(request.headers)
  headers.delete('range')
  return NextResponse.next({ request: { headers } })
}
