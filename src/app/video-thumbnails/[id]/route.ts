import { isYoutubeVideoId } from '@/lib/content/youtube'
import { loadThumbnail } from '@/server/video-thumbnails/load-thumbnail'
import {
  notAVideoResponse,
  placeholderResponse,
  thumbnailResponse,
} from '@/server/video-thumbnails/thumbnail-responses'

type Context = { params: Promise<{ id: string }> }

/**
 * GET /video-thumbnails/{id}: a YouTube video's thumbnail for its facade, fetched by the server
 * so the visitor's browser contacts YouTube only when they press play. Never a 5xx: without
 * YouTube's image, a placeholder (docs/public-site.md).
 */
export const GET = async (_request: Request, { params }: Context) => {
  const { id } = await params
  if (!isYoutubeVideoId(id)) return notAVideoResponse()
  const thumbnail = await loadThumbnail(id)
  return thumbnail ? thumbnailResponse(thumbnail) : placeholderResponse()
}
