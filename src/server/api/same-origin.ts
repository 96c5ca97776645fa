/**
 * A state-changing call from a browser carries an Origin header. Only the site's own origin
 * (SITE_URL, or the host the request was sent to) may change anything with the visitor's cookie.
 */
export const isForeignOrigin = (request: Request, siteUrl: string): boolean => {
  const origin = request.headers.get('origin')
  if (!origin) return false
  if (origin === new URL(siteUrl).origin) return false
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  if (!host) return true
  const protocol =
    request.headers.get('x-forwarded-proto') ?? new URL(request.url).protocol.replace(':', '')
  return origin !== `${protocol}://${host}`
}

/**
 * A client that signs in with an Authorization header (Payload's `JWT <token>` or `Bearer`) and
 * sends no cookie cannot be the victim of a forged request: a browser attaches cookies to another
 * site's request by itself, never an Authorization header. Such API clients need no Origin.
 */
const isHeaderAuthenticatedWithoutCookie = (request: Request): boolean =>
  request.headers.has('authorization') && !request.headers.has('cookie')

/**
 * Why a state-changing request is refused for where it came from, or null when it may go on
 * (docs/privacy.md#origin): another site's Origin is refused, and so is a missing one, which
 * browsers always send on a POST, PUT, PATCH or DELETE; only cookie-less API clients go without.
 */
export const originRefusal = (request: Request, siteUrl: string): string | null => {
  if (isForeignOrigin(request, siteUrl)) return 'Cross-origin request refused'
  if (request.headers.get('origin') || isHeaderAuthenticatedWithoutCookie(request)) return null
  return 'Request refused: a change must come from this website (the Origin header is missing)'
}
