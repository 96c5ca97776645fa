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
