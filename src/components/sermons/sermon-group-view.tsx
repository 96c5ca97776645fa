import { BackLink } from '@/components/content/back-link'
import type { SermonGroup } from '@/server/sermons/sermon-groups'

import type { SermonCardData } from './sermon-card-data'
import { sermonCountText } from '@/lib/sermon-filter'
import { SermonGrid } from './sermon-grid.client'
import { SermonPager } from './sermon-pager'

type Props = {
  group: SermonGroup
  sermons: SermonCardData[]
  total: number
  page: number
  totalPages: number
}

const basePath = (group: SermonGroup) => `/sermons/${group.kind}/${group.slug}`

/** A series' or a speaker's page as it renders, once its sermons are read. */
export const SermonGroupView = ({ group, sermons, total, page, totalPages }: Props) => {
  const base = basePath(group)
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
        {group.artworkUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- staff artwork from any host
          <img
            src={group.artworkUrl}
            alt={`${group.name} series artwork`}
            className="h-40 w-40 shrink-0 rounded-lg object-cover"
          />
        ) : null}
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-accent">
            {group.kind === 'series' ? 'Sermon series' : 'Speaker'}
          </p>
          <h1 className="mt-1 text-3xl font-bold text-secondary sm:text-4xl">{group.name}</h1>
          {group.description ? (
            <p className="mt-3 max-w-3xl whitespace-pre-line text-slate-700">{group.description}</p>
          ) : null}
          <p className="mt-3 text-sm font-medium text-slate-700">{sermonCountText(total, false)}</p>
        </div>
      </header>
      {/* The cards' titles are h3s: this h2 keeps the outline from jumping from h1 to h3. */}
      <section aria-labelledby="group-sermons-heading">
        <h2 id="group-sermons-heading" className="sr-only">
          {group.kind === 'series' ? 'Sermons in this series' : `Sermons by ${group.name}`}
        </h2>
        {sermons.length ? (
          <SermonGrid sermons={sermons} label={`Sermons: ${group.name}`} />
        ) : (
          <p className="mt-8 text-slate-700">
            No sermons are available at this time. Check back soon!
          </p>
        )}
      </section>
      <SermonPager
        page={page}
        totalPages={totalPages}
        hrefFor={(target) => (target > 1 ? `${base}/page/${target}` : base)}
        label={`Pages of ${group.name}`}
      />
      <div className="mt-12">
        <BackLink href="/sermons" label="All Sermons" />
      </div>
    </div>
  )
}
