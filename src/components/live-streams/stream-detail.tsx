import { LiveBadgeUntil } from '@/components/cards/live-badge-until.client'
import { LinkedText } from '@/components/content/linked-text'
import { BackLink } from '@/components/content/back-link'
import { VideoEmbed } from '@/components/content/video-embed'
import { splitParagraphs } from '@/lib/content/description'
import type { VisitorStream } from '@/lib/content/live-streams'
import { formatLongDate } from '@/lib/format-date'

/** A loaded live stream or recorded service: title, date, duration, LIVE badge, video, about. */
export const StreamDetail = ({ stream }: { stream: VisitorStream }) => {
  const paragraphs = splitParagraphs(stream.description)
  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold text-secondary sm:text-4xl">{stream.title}</h1>
          {stream.isLive && stream.liveUntil ? <LiveBadgeUntil until={stream.liveUntil} /> : null}
        </div>
        <p className="mt-3 text-slate-700">
          {formatLongDate(stream.date)}
          {stream.duration ? (
            <>
              {' · '}
              <span className="sr-only">Duration: </span>
              {stream.duration}
            </>
          ) : null}
        </p>
      </header>
      {stream.youtubeUrl ? (
        <div className="mt-8">
          <VideoEmbed url={stream.youtubeUrl} title={stream.title} />
        </div>
      ) : null}
      {paragraphs.length ? (
        <section aria-labelledby="about-service-heading" className="mt-10">
          <h2 id="about-service-heading" className="text-2xl font-bold text-secondary">
            About This Service
          </h2>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 whitespace-pre-line leading-relaxed text-slate-800">
              <LinkedText text={paragraph} />
            </p>
          ))}
        </section>
      ) : null}
      <div className="mt-12">
        <BackLink href="/live-streams" label="Back to Services" />
      </div>
    </article>
  )
}
