import { SESSION_HINT_COOKIE, expiredSessionHint } from '@/lib/session-hint'

/** One Set-Cookie value: its name, value and attributes (names lower-cased). */
const parseSetCookie = (header: string) => {
  const [pair, ...parts] = header.split(';')
  const equals = pair.indexOf('=')
  const attributes = new Map<string, string>()
  for (const part of parts) {
    const at = part.indexOf('=')
    const name = (at < 0 ? part : part.slice(0, at)).trim().toLowerCase()
    attributes.set(name, at < 0 ? '' : part.slice(at + 1).trim())
  }
  return {
    name: pair.slice(0, Math.max(equals, 0)).trim(),
    value: pair.slice(equals + 1).trim(),
    attributes,
  }
}

/** Whether a Set-Cookie removes its cookie: no value, a Max-Age of 0 or less, or an Expires past. */
const removesCookie = (cookie: ReturnType<typeof parseSetCookie>, now: number): boolean => {
  const maxAge = cookie.attributes.get('max-age')
  const expires = cookie.attributes.get('expires')
  return (
    cookie.value === '' ||
    (maxAge !== undefined && Number(maxAge) <= 0) ||
    (expires !== undefined && Date.parse(expires) <= now)
  )
}

/**
 * The login hint's Set-Cookie for a response that sets `setCookie`, if that is the session cookie:
 * a hint that lives exactly as long as the session cookie (the same Expires and Max-Age), or the
 * hint's removal when the session cookie is removed. Null for any other cookie.
 */
export const sessionHintFor = (
  setCookie: string,
  sessionCookieName: string,
  now = Date.now(),
): string | null => {
  const cookie = parseSetCookie(setCookie)
  if (cookie.name !== sessionCookieName) return null
  if (removesCookie(cookie, now)) return expiredSessionHint
  const lifetime = ['expires', 'max-age']
    .filter((name) => cookie.attributes.has(name))
    .map((name) => `; ${name === 'expires' ? 'Expires' : 'Max-Age'}=${cookie.attributes.get(name)}`)
    .join('')
  const secure = cookie.attributes.has('secure') ? '; Secure' : ''
  return `${SESSION_HINT_COOKIE}=1; Path=/${lifetime}; SameSite=Lax${secure}`
}

/**
 * The public pages learn that someone may be logged in from the login hint (src/lib/session-hint.ts).
 * It is derived here from the one thing every way of logging in or out has in common: the response
 * sets or removes Payload's session cookie. Our /api login and logout, Payload's /cms-api login,
 * logout, token refresh and password reset (which the admin at /cms uses) all pass through this, so
 * the hint cannot disagree with the session cookie, whichever door was used.
 */
export const addSessionHint = (response: Response, sessionCookieName: string): Response => {
  const hints = response.headers
    .getSetCookie()
    .map((header) => sessionHintFor(header, sessionCookieName))
    .filter((hint): hint is string => hint !== null)
  if (!hints.length) return response
  const headers = new Headers(response.headers)
  for (const hint of hints) headers.append('Set-Cookie', hint)
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
