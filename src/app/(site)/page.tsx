import { EventCard } from '@/components/cards/event-card'
import { GroupCard } from '@/components/cards/group-card'
import { SermonCard } from '@/components/cards/sermon-card'
import { ServiceCard } from '@/components/cards/service-card'
import { FeatureCards } from '@/components/home/feature-cards'
import { Hero } from '@/components/home/hero'
import { getHeroVideoId } from '@/components/home/hero-video'
import { HomeListSection } from '@/components/home/home-list-section'
import { NewsletterBand } from '@/components/home/newsletter-band'
import { PromoBand } from '@/components/home/promo-band'
import { ServiceTimesSection } from '@/components/home/service-times-section'
import { env } from '@/env'
import { promoLineText } from '@/lib/service-times/format'
import { PODCAST_FEED_PATH, podcastAlternate } from '@/lib/podcast-urls'
import { getSermonsQuerySchema } from '@/lib/schemas/sermons'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { listUpcomingEvents } from '@/server/events/list-events'
import { listFeaturedGroups } from '@/server/groups/public-groups'
import { listVisitorStreams } from '@/server/live-streams/visitor-streams'
import { listSermons } from '@/server/sermons/list-sermons'
import { pageMetadata } from '@/server/seo/page-metadata'
import { fillPageText } from '@/server/site-content/fill-page-text'
import {
  previewablePageTexts,
  previewableServiceTimes,
  previewableSiteConfig,
} from '@/server/preview/page-content'

export const metadata = pageMetadata('/', { feeds: podcastAlternate(PODCAST_FEED_PATH) })

/** 3 sermons, 3 events, 3 services (docs/requirements/public-pages.md). */
const HOME_COUNT = 3

// Cached like every public page (the layout's revalidate); a staff edit expires it by tag
// (collections/hooks/revalidate.ts), so the three lists are current on the next view, as
// docs/requirements/public-pages.md asks.
const HomePage = async () => {
  const [config, serviceTimes, { home }, videoId, { events }, sermons, services, groups] =
    await Promise.all([
      previewableSiteConfig(),
      previewableServiceTimes(),
      previewablePageTexts(),
      getHeroVideoId(),
      listUpcomingEvents({ limit: HOME_COUNT }),
      listSermons(getSermonsQuerySchema.parse({ limit: HOME_COUNT })),
      listVisitorStreams(HOME_COUNT),
      listFeaturedGroups(),
    ])
  const fill = (text: string) =>
    fillPageText(text, {
      churchName: config.churchName || CONTACT_FALLBACKS.churchName,
      firstServiceTime: serviceTimes.services[0]?.time,
      tagline: config.tagline,
    })
  return (
    <>
      <Hero
        title={fill(home.heroTitle)}
        subtitle={fill(home.heroSubtitle)}
        contactPageUrl={config.contactPageUrl}
        videoId={videoId}
      />
      <PromoBand
        // The zone's name for today (EST or EDT): the page is re-rendered within a minute
        // (the layout's revalidate), so the label turns on the day the clocks change.
        text={promoLineText(
          serviceTimes.promoLine,
          serviceTimes.services,
          env.TIME_ZONE,
          new Date(),
        )}
        contactPageUrl={config.contactPageUrl}
      />
      <FeatureCards
        cards={home.welcomeCards.map(({ title, text }) => ({
          title: fill(title),
          text: fill(text),
        }))}
      />
      <ServiceTimesSection services={serviceTimes.services} />
      <HomeListSection
        id="events"
        title="Upcoming Events"
        moreHref="/events"
        moreLabel="View All Events"
        emptyText="No upcoming events right now. Check back soon!"
        items={events}
        renderItem={(event) => <EventCard event={event} />}
      />
      <HomeListSection
        id="sermons"
        title="Recent Sermons"
        moreHref="/sermons"
        moreLabel="View All Sermons"
        emptyText="No sermons are available at this time. Check back soon!"
        items={sermons}
        renderItem={(sermon) => <SermonCard sermon={sermon} />}
      />
      <HomeListSection
        id="services"
        title="Recent Services"
        moreHref="/live-streams"
        moreLabel="View All Services"
        emptyText="No services available."
        items={services}
        renderItem={(stream) => <ServiceCard stream={stream} />}
      />
      {/* Only when staff have featured a group: an empty "Featured Groups" would say nothing. */}
      {groups.length > 0 ? (
        <HomeListSection
          id="groups"
          title="Featured Groups"
          moreHref="/groups"
          moreLabel="View All Groups"
          emptyText=""
          items={groups}
          renderItem={(group) => <GroupCard group={group} />}
        />
      ) : null}
      <NewsletterBand promise={fill(home.newsletterPromise)} />
    </>
  )
}

export default HomePage
