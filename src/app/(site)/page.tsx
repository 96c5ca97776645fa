import Link from 'next/link'

import { getSermonsQuerySchema } from '@/lib/schemas/sermons'
import { formatLongDate, formatTime } from '@/lib/format-date'
import { listEvents } from '@/server/events/list-events'
import { listLiveStreams } from '@/server/live-streams/list-live-streams'
import { listSermons } from '@/server/sermons/list-sermons'
import { getPublicSiteConfig } from '@/server/site-config/get-site-config'

const HOME_COUNT = 3

type CardProps = { href: string; title: string; meta: string }

const Card = ({ href, title, meta }: CardProps) => (
  <li className="rounded-lg border border-slate-200 p-4 shadow-sm">
    <Link href={href} className="font-semibold text-secondary hover:text-primary">
      {title}
    </Link>
    <p className="mt-1 text-sm text-slate-600">{meta}</p>
  </li>
)

const Section = ({
  title,
  more,
  children,
}: {
  title: string
  more: string
  children: React.ReactNode
}) => (
  <section aria-labelledby={`${more.slice(1)}-heading`} className="mx-auto max-w-6xl px-4 py-8">
    <div className="flex items-baseline justify-between">
      <h2 id={`${more.slice(1)}-heading`} className="text-2xl font-bold text-secondary">
        {title}
      </h2>
      <Link href={more} className="text-sm text-primary underline">
        View all
      </Link>
    </div>
    <ul className="mt-4 grid gap-4 sm:grid-cols-3">{children}</ul>
  </section>
)

const HomePage = async () => {
  const [config, events, sermons, services] = await Promise.all([
    getPublicSiteConfig(),
    listEvents({ upcoming: true, limit: HOME_COUNT }),
    listSermons(getSermonsQuerySchema.parse({ limit: HOME_COUNT })),
    listLiveStreams(HOME_COUNT),
  ])
  return (
    <>
      <section className="bg-secondary px-4 py-16 text-center text-white">
        <h1 className="text-4xl font-bold">{config.churchName}</h1>
        {config.tagline ? <p className="mt-4 text-lg">{config.tagline}</p> : null}
        <p className="mt-6">Join us for Sunday worship, live at 10:30 AM EST.</p>
      </section>
      <Section title="Upcoming Events" more="/events">
        {events.map((event) => (
          <Card
            key={event.id}
            href={`/events/${event.id}`}
            title={event.title}
            meta={`${formatLongDate(event.date)}${event.startTime ? ` · ${formatTime(event.startTime)}` : ''}`}
          />
        ))}
      </Section>
      <Section title="Recent Sermons" more="/sermons">
        {sermons.map((sermon) => (
          <Card
            key={sermon.id}
            href={`/sermons/${sermon.id}`}
            title={sermon.title}
            meta={`${sermon.speaker} · ${formatLongDate(sermon.date)}`}
          />
        ))}
      </Section>
      <Section title="Recent Services" more="/live-streams">
        {services.map((service) => (
          <Card
            key={service.id}
            href={`/live-streams/${service.id}`}
            title={service.title}
            meta={formatLongDate(service.date)}
          />
        ))}
      </Section>
    </>
  )
}

export default HomePage
