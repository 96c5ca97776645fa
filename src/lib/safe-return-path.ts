/**
 * A path on this site to return to after login or logout. Anything that could leave the site
 * (absolute URLs, protocol-relative //host, backslash tricks) falls back to the home page.
 */
export const safeReturnPath = (candidate: string | null | undefined, fallback = '/'): string => {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return fallback
  if (candidate.includes('\\') || /[\u0000-\u001f]/.test(candidate)) return fallback
  return candidate
}
