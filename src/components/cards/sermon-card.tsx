import Link from 'next/link'

import { displaySermonTitle } from '@/lib/content/sermon-title'
import { formatLongDate } from '@/lib/format-date'

import type { Sermon } from '../../../payload-types'

/** A sermon in a grid: links to /sermons/{id}. */
export const SermonCard = ({ sermon }: { sermon: Sermon }) => (
  <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
    {sermon.series ? (
      <p className="text-xs font-semibold uppercase tracking-wide text-accent">{sermon.series}</p>
    ) : null}
    <h3 className="mt-1 text-lg font-semibold text-secondary">
      <Link href={`/sermons/${sermon.id}`} className="hover:text-primary hover:underline">
        {displaySermonTitle(sermon.title)}
      </Link>
    </h3>
    <p className="mt-2 text-sm text-slate-700">{sermon.speaker}</p>
    <p className="text-sm text-slate-700">
      {formatLongDate(sermon.date)}
      {sermon.scripture ? ` · ${sermon.scripture}` : ''}
    </p>
  </article>
)
