import type { Thumbnail } from './fetch-thumbnail'
import { PLACEHOLDER_SVG } from './placeholder'

/** The image itself: a day in the browser, a week in a CDN, which may serve it stale a week more. */
export const thumbnailResponse = ({ bytes, contentType }: Thumbnail): Response =>
  new Response(bytes, {
    headers: {
      'content-type': contentType,
      'cache-control': 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800',
    },
  })

/** YouTube gave nothing: a dark box now, asked for again in five minutes. Never a broken image. */
export const placeholderResponse = (): Response =>
  new Response(PLACEHOLDER_SVG, {
    headers: {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=300',
    },
  })

/** Not a YouTube video id: nothing to fetch, and nothing worth a CDN keeping. */
export const notAVideoResponse = (): Response =>
  new Response('No such video.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  })
