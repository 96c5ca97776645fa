/** YouTube video ids are 11 characters of [A-Za-z0-9_-] (docs/requirements/public-pages.md). */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

export const isYoutubeVideoId = (value: string): boolean => VIDEO_ID.test(value)

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
])

/** The video id in a YouTube link (watch, youtu.be, embed, live, shorts), or null. */
export const youtubeVideoId = (link: string | null | undefined): string | null => {
  if (!link) return null
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null
  const candidate =
    url.hostname === 'youtu.be'
      ? url.pathname.split('/')[1]
      : (url.searchParams.get('v') ??
        /^\/(?:embed|live|shorts|v)\/([^/?#]+)/.exec(url.pathname)?.[1] ??
        null)
  return candidate && isYoutubeVideoId(candidate) ? candidate : null
}

/**
 * The embed address for a video link, on YouTube's no-cookie domain. Links that are not a
 * recognisable YouTube video are returned as they came (other links are used as-is,
 * docs/requirements/public-pages.md).
 */
export const toEmbedUrl = (link: string): string => {
  const id = youtubeVideoId(link)
  return id ? `https://www.youtube-nocookie.com/embed/${id}` : link
}

/** The only host our players load from (thumbnails come through this site: videoThumbnailPath). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/**
 * enablejsapi lets the player tell this page (by postMessage to `origin`) that it is ready or
 * playing: until it does, the page keeps showing the poster (src/components/content/use-youtube-player.ts).
 */
const playerApi = (origin: string) => `&enablejsapi=1&origin=${encodeURIComponent(origin)}`

/** A muted, looping, control-free background version of the video (the home page hero). */
export const toBackgroundEmbedUrl = (id: string, origin: string): string =>
  `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?autoplay=1&mute=1&loop=1&playlist=${id}&controls=0&playsinline=1&modestbranding=1&rel=0${playerApi(origin)}`

/** The player a facade loads on click: it starts at once, as the click asked. */
export const toPlayerEmbedUrl = (id: string, origin: string): string =>
  `${YOUTUBE_EMBED_ORIGIN}/embed/${id}?autoplay=1${playerApi(origin)}`

/**
 * A video's thumbnail, served by this site (src/app/video-thumbnails/[id]/route.ts), so the
 * visitor's browser contacts no one but us before they press play.
 */
export const videoThumbnailPath = (id: string): string => `/video-thumbnails/${id}`
