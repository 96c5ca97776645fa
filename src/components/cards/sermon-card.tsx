import Link from 'next/link'

import { cardClasses, cx } from '@/components/ui/styles'
import { seriesPath, speakerPath } from '@/lib/content/slugify'
import { displaySermonTitle } from '@/lib/content/sermon-title'
import { formatLongDate } from '@/lib/format-date'

import type { Sermon } from '../../../payload-types'

type CardSermon = Pick<Sermon, 'id' | 'title' | 'speaker' | 'series' | 'date' | 'scripture'>

/** A sermon in a grid: links to /sermons/{id}, its series' page and its speaker's page. */
export const SermonCard = ({ sermon }: { sermon: CardSermon }) => (
  // One hover rule for the card's three links: an archive page holds 36 cards, and a class per
  // link would repeat in each of them (docs/performance-log.md). render-when-near: a card below
  // the fold is laid out only when it comes near the viewport; the estimate is its height on a
  // phone (src/app/globals.css).
  <article
    className={cx(
      cardClasses.compact,
      'render-when-near flex h-full flex-col [--near-height:8.75rem] [&_a:hover]:text-primary [&_a:hover]:underline',
    )}
  >
    {sermon.series ? (
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">
        <Link href={seriesPath(sermon.series)} prefetch={false}>
          {sermon.series}
        </Link>
      </p>
    ) : null}
    <h3 className="mt-1 text-lg font-semibold text-secondary">
      <Link href={`/sermons/${sermon.id}`}>{displaySermonTitle(sermon.title)}</Link>
    </h3>
    <p className="mt-2 text-sm text-slate-700">
      <Link href={speakerPath(sermon.speaker)} prefetch={false}>
        {sermon.speaker}
      </Link>
    </p>
    <p className="text-sm text-slate-700">
      {formatLongDate(sermon.date)}
      {sermon.scripture ? ` · ${sermon.scripture}` : ''}
    </p>
  </article>
)
