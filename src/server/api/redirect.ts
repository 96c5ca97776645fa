/** A 303 to a path on this site. Relative, so it stays correct behind a proxy. */
export const redirectTo = (path: string, init: HeadersInit = {}): Response => {
  const headers = new Headers(init)
  headers.set('Location', path)
  return new Response(null, { status: 303, headers })
}
