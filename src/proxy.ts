import { NextResponse, type NextRequest } from 'next/server'

import { pageNotModified } from './server/http/page-not-modified'
import { sermonArchiveRedirect } from './server/http/sermon-archive-redirect'
import { rangeOfStaticFile } from './server/http/static-file-range'
import { cmsCsp, dashboardCsp } from './server/http/security-headers.mjs'
import { DRAFT_MODE_COOKIE, PREVIEW_PATH_HEADER } from './server/preview/preview-path'

/**
 * Per-request Content-Security-Policy for the pages rendered per request: the staff dashboard
 * (/admin) and Payload's admin (/cms). A fresh nonce goes into the request's CSP header, where
 * Next finds it and puts it on every script it renders; the browser gets the same policy.
 * The public pages are static and get a fixed policy from next.config.mjs instead, and the
 * other headers (nosniff, HSTS, ...) come from there for every path.
 * Before that: malformed paths, the sermon archive's older addresses (sermonArchiveRedirect), a
 * cached page's revalidation (pageNotModified), and byte ranges and preconditions of static
 * files (rangeOfStaticFile). Only a revalidation waits: on the cache, to read the page's tag.
 */
export function proxy(request: NextRequest): Response | Promise<Response> {
  const { pathname } = request.nextUrl
  if (!isWellFormedPath(pathname)) return malformedPath(pathname)
  if (hasNulCharacter(request.nextUrl)) return nulInAddress(pathname)
  const archiveAddress = sermonArchiveRedirect(new URL(request.url))
  if (archiveAddress) return NextResponse.redirect(archiveAddress, 308)
  if (isNoncePath(pathname)) return withNonce(request)
  // A browser or CDN revalidating a cached page it holds (src/server/cache/page-validators.mjs).
  if (request.headers.has('if-none-match')) return revalidation(request)
  return publicRequest(request)
}

/**
 * A Range or a precondition on a file of public/ or _next/static/ that Next would answer with a
 * 500; a page request in draft mode gets its path told to the page (withPreviewPath).
 */
const publicRequest = (request: NextRequest): Response => {
  if (asksStaticFileQuestion(request)) return rangeOfStaticFile(request)
  return request.cookies.has(DRAFT_MODE_COOKIE) ? withPreviewPath(request) : NextResponse.next()
}

/**
 * Staff previewing (docs/publishing.md#preview): the site-wide banner's Exit link returns to the
 * page, whose path a layout is not told. Always set here, so a visitor cannot name it.
 */
const withPreviewPath = (request: NextRequest): Response => {
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set(PREVIEW_PATH_HEADER, request.nextUrl.pathname)
  return NextResponse.next({ request: { headers: requestHeaders } })
}

const revalidation = async (request: NextRequest): Promise<Response> =>
  (await pageNotModified(request)) ?? publicRequest(request)

const withNonce = (request: NextRequest): Response => {
  const { pathname } = request.nextUrl
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const mode = { dev: process.env.NODE_ENV === 'development', uploadOrigins: uploadOrigins() }
  const isCms = pathname.startsWith('/cms')
  const policy = isCms ? cmsCsp(nonce, mode) : dashboardCsp(nonce, mode)

  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  response.headers.set('X-Frame-Options', isCms ? 'SAMEORIGIN' : 'DENY')
  return response
}

const asksStaticFileQuestion = ({ headers }: NextRequest) =>
  headers.has('range') || headers.has('if-match') || headers.has('if-unmodified-since')

const isNoncePath = (pathname: string) => /^\/(admin|cms)(\/|$)/.test(pathname)

const isWellFormedPath = (pathname: string): boolean => {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/**
 * Next answers a path whose percent-encoding does not decode ("%zz", a cut-off "%E0%A4%A") with a
 * bare 500 before any route runs; it is the caller's mistake, so 400, in the /api error shape
 * there. (The /api router checks too, for requests that reach it.)
 */
const malformedPath = (pathname: string): Response =>
  errorResponse(pathname, 'The address is malformed: a % must be followed by two hex digits')

/** A 400 in the /api error shape under /api, as plain text for pages. */
const errorResponse = (pathname: string, message: string): Response =>
  pathname.startsWith('/api/')
    ? Response.json({ message }, { status: 400 })
    : new Response(message, {
        status: 400,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      })

/**
 * U+0000 in a path or a query value (%00): PostgreSQL text cannot hold it, so a page that filters
 * by it (the sermon archive's search, speaker and series) would fail in the database with a 500.
 * No address of the site has one; it is the caller's mistake, refused as the /api routes do.
 */
const hasNulCharacter = (url: URL): boolean =>
  url.pathname.includes('%00') || [...url.searchParams.values()].some((v) => v.includes('\u0000'))

const nulInAddress = (pathname: string): Response =>
  errorResponse(pathname, 'The address cannot contain the NUL character (%00)')

/** Where the browser PUTs images when S3 is configured (presigned URLs): the bucket's origin. */
const uploadOrigins = (): string[] => {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION } = process.env
  if (!S3_BUCKET) return []
  if (S3_ENDPOINT) return [new URL(S3_ENDPOINT).origin]
  const region = S3_REGION || 'us-east-1'
  return [`https://${S3_BUCKET}.s3.${region}.amazonaws.com`, `https://s3.${region}.amazonaws.com`]
}

export const config = {
  matcher: [
    // Next tests every request against every matcher, compiling each one's regex anew (twice
    // when it does not match: as sent and decoded), so the paths are one source:
    // /admin and /cms with everything under them (not /cms-api, an API that next.config.mjs
    // gives the API policy, nor /administration), and any path with a percent sign, to catch
    // encodings that do not decode.
    '/((?:admin|cms)(?:/.*)?|.*%.*)',
    // The sermon archive's older addresses (sermonArchiveRedirect): only /sermons with a filter
    // or a page in its query, never a plain view. A query key cannot be a pattern, so each
    // filter has its own entry.
    { source: '/sermons', has: [{ type: 'query', key: 'search' }] },
    { source: '/sermons', has: [{ type: 'query', key: 'speaker' }] },
    { source: '/sermons', has: [{ type: 'query', key: 'series' }] },
    { source: '/sermons', has: [{ type: 'query', key: 'startDate' }] },
    { source: '/sermons', has: [{ type: 'query', key: 'endDate' }] },
    { source: '/sermons', has: [{ type: 'query', key: 'page' }] },
    { source: '/sermons/:kind(series|speakers)/:slug', has: [{ type: 'query', key: 'page' }] },
    // The archive's filtered views, only when a filter holds U+0000 (%00), refused here
    // (hasNulCharacter). A path with %00 is matched by the percent-sign pattern above.
    { source: '/sermons/search', has: [{ type: 'query', key: 'search', value: '.*\\x00.*' }] },
    { source: '/sermons/search', has: [{ type: 'query', key: 'speaker', value: '.*\\x00.*' }] },
    { source: '/sermons/search', has: [{ type: 'query', key: 'series', value: '.*\\x00.*' }] },
    // Any request with a Range (rangeOfStaticFile): audio players and download managers send one,
    // page views never do. Never /api or /cms-api, whose bodies the proxy must not read first
    // (ADR 010); their routes answer ranges themselves (or ignore them, as HTTP allows).
    { source: '/((?!api/|cms-api/).*)', has: [{ type: 'header', key: 'range' }] },
    // The same for If-Match and If-Unmodified-Since, which browsers never send for a page view.
    { source: '/((?!api/|cms-api/).*)', has: [{ type: 'header', key: 'if-match' }] },
    { source: '/((?!api/|cms-api/).*)', has: [{ type: 'header', key: 'if-unmodified-since' }] },
    // A public page in draft mode (withPreviewPath): only staff previewing hold the cookie.
    {
      source: '/((?!api/|cms-api/|_next/|cms|admin).*)',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
    },
    // A revalidation of a public page's HTML (pageNotModified), never of its RSC payload. The
    // feeds' and files' revalidations pass through it too, unanswered: they are not pages.
    {
      source: '/((?!api/|cms-api/|_next/|cms|admin).*)',
      has: [{ type: 'header', key: 'if-none-match' }],
      missing: [{ type: 'header', key: 'rsc' }],
    },
  ],
}
