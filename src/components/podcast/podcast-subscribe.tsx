import { buttonClasses } from '@/components/ui/styles'
import { PODCAST_FEED_PATH } from '@/lib/podcast-urls'

type Props = {
  /** The absolute feed URL (RSS link, and Apple's podcast:// fallback). */
  feedUrl: string
  appleUrl?: string | null
  spotifyUrl?: string | null
  className?: string
}

const linkClass = buttonClasses.chip

/**
 * Subscribe links for the sermon podcast. Apple Podcasts: the show page once Apple has listed it,
 * before that podcast://, which opens the Podcasts app on the feed itself. Spotify only lists a
 * show it has accepted, so its link appears once staff have entered it in Settings.
 */
export const PodcastSubscribe = ({ feedUrl, appleUrl, spotifyUrl, className }: Props) => (
  <nav aria-label="Subscribe to the sermon podcast" className={className}>
    <p className="text-sm font-semibold text-slate-700">Subscribe to the podcast:</p>
    <ul className="mt-2 flex flex-wrap gap-2">
      <li>
        <a href={appleUrl || feedUrl.replace(/^https?:/, 'podcast:')} className={linkClass}>
          Apple Podcasts
        </a>
      </li>
      {spotifyUrl ? (
        <li>
          <a href={spotifyUrl} className={linkClass}>
            Spotify
          </a>
        </li>
      ) : null}
      <li>
        <a href={PODCAST_FEED_PATH} type="application/rss+xml" className={linkClass}>
          RSS feed
        </a>
      </li>
    </ul>
  </nav>
)
