import { toEmbedUrl, youtubeVideoId } from '@/lib/content/youtube'

import { YouTubeFacade } from './youtube-facade.client'

/** Permissions YouTube's own embed code asks for. */
const ALLOW =
  'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share'

/**
 * A 16:9 video (YouTube links become a facade that loads the no-cookie player on click; other
 * links are embedded as-is), with a plain link underneath for when the player cannot load.
 */
export const VideoEmbed = ({ url, title }: { url: string; title: string }) => {
  const id = youtubeVideoId(url)
  return (
    <figure>
      {id ? (
        <YouTubeFacade id={id} title={title} />
      ) : (
        <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
          <iframe
            title={title}
            src={toEmbedUrl(url)}
            loading="lazy"
            allow={ALLOW}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 h-full w-full border-0"
          />
        </div>
      )}
      <figcaption className="mt-2 text-sm text-slate-700">
        Video not playing?{' '}
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="text-primary underline hover:no-underline"
        >
          {id ? 'Watch it on YouTube' : 'Open the video'}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  )
}
