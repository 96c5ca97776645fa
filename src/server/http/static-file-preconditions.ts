/**
 * If-Match and If-Unmodified-Since on a file of public/ or _next/static/ (RFC 9110 §13.1.1,
 * §13.1.4). Next's file server (`send`) fails such a request whose condition is false with an
 * error 412 that an App Router build has no page for, so the answer was a 500; and Next serves
 * these files without an ETag, so `send` judged even `If-Match: *` false. The proxy decides the
 * conditions itself (static-file-range.ts) and hands Next the request without them.
 */

/** The file as its response describes it: no entity tag (Next sends none), a Last-Modified date. */
export type StaticFileFacts = { modifiedMs: number }

/** An HTTP date's seconds, as Last-Modified carries them (no milliseconds). */
const toHttpSeconds = (ms: number) => Math.floor(ms / 1000)

/**
 * Whether the request's preconditions fail for this file: the 412 case.
 * If-Match: only `*` can match, since the file has no entity tag (a weak one would not match
 * either: If-Match compares strongly). If-Unmodified-Since, read only without If-Match and only
 * when it is a valid date: fails when the file changed after it.
 */
export const failsPrecondition = (headers: Headers, file: StaticFileFacts): boolean => {
  const ifMatch = headers.get('if-match')
  if (ifMatch !== null) return ifMatch.trim() !== '*'
  const since = Date.parse(headers.get('if-unmodified-since') ?? '')
  if (Number.isNaN(since)) return false
  return toHttpSeconds(file.modifiedMs) > toHttpSeconds(since)
}

export const hasPrecondition = (headers: Headers): boolean =>
  headers.has('if-match') || headers.has('if-unmodified-since')
