/** Escapes text for an HTML attribute or element body. */
const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  )

/**
 * GET /api/logout no longer logs out: a GET must not change state (a link or an image on another
 * site could otherwise log people out). An old bookmark or link still gets there in one click:
 * this small page's button posts to /api/logout. Plain HTML without script or style, so the API's
 * strict CSP (default-src 'none') suits it.
 */
export const logoutConfirmation = (returnTo: string): Response => {
  const action = `/api/logout?next=${encodeURIComponent(returnTo)}`
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Log out</title></head>
<body>
<main>
<h1>Log out?</h1>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Log out</button></form>
<p><a href="${escapeHtml(returnTo)}">Stay logged in</a></p>
</main>
</body>
</html>
`
  return new Response(html, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
