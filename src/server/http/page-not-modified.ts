import type { NextRequest } from 'next/server'

import { PAGE_VALIDATORS } from '../cache/page-validators-symbol.mjs'
import { ifNoneMatchHits } from './if-none-match'

type PageValidators = {
  validatorsOf: (pathname: string) => Promise<{ etag: string; cacheControl: string } | null>
}

/**
 * The Vary of a page's 200: Next's own (the router's headers choose between the HTML and its RSC
 * payload) and Accept-Encoding, which its compression adds. tests/e2e/conditional-requests.spec.ts
 * compares the two.
 */
const PAGE_VARY =
  'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding'

/** Requests for a page's RSC payload rather than its HTML, or for a draft of it. */
const isPayloadOrDraftRequest = ({ headers, nextUrl, cookies }: NextRequest): boolean =>
  headers.has('rsc') ||
  headers.has('next-router-prefetch') ||
  headers.has('next-router-state-tree') ||
  headers.has('next-router-segment-prefetch') ||
  nextUrl.searchParams.has('_rsc') ||
  cookies.has('__prerender_bypass')

/**
 * A 304 for a GET or HEAD of a cached page whose If-None-Match names the copy the cache holds now
 * (src/server/cache/page-validators.mjs), with the headers its 200 would carry (RFC 9110
 * §15.4.5); null when Next should answer: the page is not cached, has changed, or the request is
 * not for its HTML.
 */
export const pageNotModified = async (request: NextRequest): Promise<Response | null> => {
  const ifNoneMatch = request.headers.get('if-none-match')
  if (ifNoneMatch === null || !['GET', 'HEAD'].includes(request.method)) return null
  if (isPayloadOrDraftRequest(request)) return null
  const pages = (globalThis as { [PAGE_VALIDATORS]?: PageValidators })[PAGE_VALIDATORS]
  const { pathname } = request.nextUrl
  // Next keys a page by its decoded address; a percent sign the proxy has checked decodes.
  const validators =
    (await pages?.validatorsOf(pathname)) ??
    (pathname.includes('%') ? await pages?.validatorsOf(decodeURIComponent(pathname)) : null)
  if (!validators || !ifNoneMatchHits(ifNoneMatch, validators.etag)) return null
  return new Response(null, {
    status: 304,
    headers: { etag: validators.etag, 'cache-control': validators.cacheControl, vary: PAGE_VARY },
  })
}
