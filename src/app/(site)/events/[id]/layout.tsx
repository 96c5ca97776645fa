import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { NotFoundResponse } from '@/components/content/not-found-response'
import { EventNotFound } from '@/components/events/event-not-found'
import { serverLog } from '@/server/log/server-log'
import { previewingStaff } from '@/server/preview/staff-previewer'
import { pageMetadata } from '@/server/seo/page-metadata'

import { loadEvent } from './load-event'

type Props = { children: ReactNode; params: Promise<{ id: string }> }

export const generateMetadata = async ({ params }: Pick<Props, 'params'>): Promise<Metadata> => {
  const previewer = await previewingStaff()
  const event = await loadEvent((await params).id, previewer).catch(() => null)
  return event
    ? pageMetadata(`/events/${event.id}`, {
        title: event.title,
        description: event.description?.slice(0, 160),
        image: event.imageUrl,
        // A preview is never for search engines.
        noIndex: Boolean(previewer),
      })
    : { title: 'Event Not Found' }
}

/**
 * Settles whether the event exists before the page's loading boundary starts streaming: once
 * 'Loading event details...' is sent the status is fixed at 200, and a missing event must be a
 * 404. The page reads the same event from React's per-request cache.
 */
const EventLayout = async ({ children, params }: Props) => {
  const { id } = await params
  let found: boolean
  try {
    found = Boolean(await loadEvent(id, await previewingStaff()))
  } catch (error) {
    // A failed load shows the same screen as a missing event (docs/requirements/public-pages.md).
    serverLog.error('[events] could not load an event', error, { eventId: id })
    return <EventNotFound />
  }
  if (!found) {
    return (
      <NotFoundResponse>
        <EventNotFound />
      </NotFoundResponse>
    )
  }
  return children
}

export default EventLayout
