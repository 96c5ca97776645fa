/**
 * YouTube's 480×360 thumbnail: every video has one (maxresdefault is missing for many), and it is
 * small. The root is YOUTUBE_THUMBNAIL_ROOT, with or without a trailing slash.
 */
export const thumbnailSourceUrl = (root: string, id: string): string =>
  `${root.replace(/\/+$/, '')}/vi/${id}/hqdefault.jpg`

/**
 * Raster types only: the bytes are served from this site's own origin, where an SVG (which can
 * carry script) from a misbehaving upstream would run as ours if opened directly.
 */
const RASTER_IMAGE = /^image\/(jpeg|png|webp|gif|avif)$/

/** The media type of an upstream Content-Type header if it is an image we pass on, else null. */
export const thumbnailType = (header: string | null): string | null => {
  const type = header?.split(';')[0].trim().toLowerCase()
  return type && RASTER_IMAGE.test(type) ? type : null
}
