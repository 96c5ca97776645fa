/** A 303 to a path on this site. Relative, so it stays correct behind a proxy. */
export const redirectTo = (path: string, headers: Record<string, string> = {}): Response =>
  new Response(null, { status: 303, headers: { ...headers, Location: path } })
