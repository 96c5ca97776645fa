import Link from 'next/link'

import { cardClasses, cx } from '@/components/ui/styles'
import type { VisitorStream } from '@/lib/content/live-streams'
import { formatLongDate } from '@/lib/format-date'

import { LiveBadgeUntil } from './live-badge-until.client'

/** A live stream or recorded service in a grid: links to /live-streams/{id}. */
export const ServiceCard = ({ stream }: { stream: VisitorStream }) => (
  // Laid out only near the viewport; the estimate is its height on a phone (src/app/globals.css).
  <article
    className={cx(
      cardClasses.compact,
      'render-when-near flex h-full flex-col [--near-height:8rem]',
    )}
  >
    <div className="flex items-start justify-between gap-2">
      <h3 className="text-lg font-semibold text-secondary">
        <Link href={`/live-streams/${stream.id}`} className="hover:text-primary hover:underline">
          {stream.title}
        </Link>
      </h3>
      {stream.isLive && stream.liveUntil ? <LiveBadgeUntil until={stream.liveUntil} /> : null}
    </div>
    <p className="mt-2 text-sm text-slate-700">
      {formatLongDate(stream.date)}
      {stream.duration ? ` · ${stream.duration}` : ''}
    </p>
  </article>
)
