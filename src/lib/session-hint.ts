/**
 * The login hint: a cookie scripts can read, set beside the HttpOnly session cookie at login and
 * cleared at logout. It holds no secret and proves nothing; it only tells the public pages (the
 * same cached HTML for everyone) that there may be someone to ask /api/auth/user about, so an
 * anonymous visitor's page never calls the server for it.
 */
export const SESSION_HINT_COOKIE = 'shoreline-signed-in'

/** Whether the browser carries the hint (client side only). */
export const hasSessionHint = (cookie: string): boolean =>
  cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`))

/** The Set-Cookie value that forgets the hint (a stale hint after the session ended). */
export const expiredSessionHint = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
