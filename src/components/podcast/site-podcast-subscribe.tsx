import { PODCAST_FEED_PATH } from '@/lib/podcast-urls'
import { siteUrl } from '@/server/site-url'
import { previewableSiteConfig } from '@/server/preview/page-content'

import { PodcastSubscribe } from './podcast-subscribe'

/** The subscribe links with the church's own Apple and Spotify show pages from Settings. */
export const SitePodcastSubscribe = async ({ className }: { className?: string }) => {
  const config = await previewableSiteConfig()
  return (
    <PodcastSubscribe
      feedUrl={siteUrl(PODCAST_FEED_PATH)}
      appleUrl={config.podcastAppleUrl}
      spotifyUrl={config.podcastSpotifyUrl}
      className={className}
    />
  )
}
