import { escapeHtml } from '@/server/email/safe-text'

/** A browser opening the address itself (a link, a new tab), not a script's fetch. */
export const isPageVisit = (request: Request): boolean =>
  request.headers.get('sec-fetch-mode') === 'navigate' ||
  (request.headers.get('accept') ?? '').startsWith('text/html')

const NEXT_STEP: Record<number, string> = {
  401: '<p><a href="/login?next=/admin">Log in</a>, then press Preview in the dashboard again.</p>',
  403: '<p>Only staff can open this. <a href="/">Go to the website</a>.</p>',
}

/**
 * The /api error of a route people open in their browser (routes with `opensInBrowser`), as a
 * small page with the same status and message: someone who is not logged in reads a sentence and
 * a way on instead of JSON. Plain HTML without script or style, so the API's strict CSP
 * (default-src 'none') suits it.
 */
export const asPageForBrowser = async (refusal: Response): Promise<Response> => {
  const { message } = (await refusal.clone().json()) as { message: string }
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(message)}</title></head>
<body>
<main>
<h1>${escapeHtml(message)}</h1>
${NEXT_STEP[refusal.status] ?? '<p><a href="/admin">Back to the dashboard</a></p>'}
</main>
</body>
</html>
`
  const headers = new Headers(refusal.headers)
  headers.set('Content-Type', 'text/html; charset=utf-8')
  headers.set('Cache-Control', 'no-store')
  return new Response(html, { status: refusal.status, headers })
}
