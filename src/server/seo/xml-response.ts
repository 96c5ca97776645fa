/** An XML document for crawlers; a missing one is a plain 404. */
export const xmlResponse = (body: string | null): Response =>
  body === null
    ? new Response('Not found.', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    : new Response(body, {
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          'cache-control': 'public, max-age=0, must-revalidate',
        },
      })
