import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventsArchive } from '@/components/events/events-archive'
import { pageMetadata } from '@/server/seo/page-metadata'

type Props = { params: Promise<{ page: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const { page } = await params
  return pageMetadata(`/events/page/${page}`, {
    title: `Events, page ${page}`,
    description: 'Upcoming worship, study, fellowship and service events in our parish.',
  })
}

/** No pages at build time; each is rendered on first request and kept (ISR), as /sermons/page/N. */
export const generateStaticParams = () => []

/** Page N (2 and on) of the upcoming events; page 1 is /events itself. */
const EventsPageN = async ({ params }: Props) => {
  const raw = (await params).page
  const page = Number(raw)
  if (!/^[1-9]\d{0,4}$/.test(raw) || page < 2) notFound()
  return <EventsArchive page={page} />
}

export default EventsPageN
