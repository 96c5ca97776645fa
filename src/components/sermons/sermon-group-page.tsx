import { notFound } from 'next/navigation'

import { BackLink } from '@/components/content/back-link'
import { slugify } from '@/lib/content/slugify'
import { podcastAlternate, seriesFeedPath, speakerFeedPath } from '@/lib/podcast-urls'
import { pageMetadata } from '@/server/seo/page-metadata'
import { listSermonsPage } from '@/server/sermons/list-sermons'
import { loadSermonGroup, type SermonGroupKind } from '@/server/sermons/sermon-groups'

import type { Sermon } from '../../../payload-types'
import { toCardData } from './sermon-card-data'
import { pageCount, SERMONS_PAGE_SIZE, sermonCountText } from './sermon-filter'
import { SermonGrid } from './sermon-grid.client'
import { SermonPager } from './sermon-pager'

type Props = { kind: SermonGroupKind; slug: string; page: number }

const basePath = (kind: SermonGroupKind, slug: string) => `/sermons/${kind}/${slug}`

/** A series' or a speaker's sermons, newest first, paged, with what staff wrote about them. */
export const SermonGroupPage = async ({ kind, slug, page }: Props) => {
  // Only the canonical form of a slug has a page, so one series never has two addresses.
  if (slugify(slug) !== slug) notFound()
  const group = await loadSermonGroup.data(kind, slug)
  if (!group) notFound()
  const result = await listSermonsPage({
    ...(kind === 'series' ? { series: group.name } : { speaker: group.name }),
    limit: SERMONS_PAGE_SIZE,
    page,
  })
  const totalPages = pageCount(result.total)
  if (page > totalPages) notFound()
  const sermons = (JSON.parse(result.json) as Sermon[]).map(toCardData)
  const base = basePath(kind, slug)
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
            {kind === 'series' ? 'Sermon series' : 'Speaker'}
          </p>
          <h1 className="mt-1 text-3xl font-bold text-secondary sm:text-4xl">{group.name}</h1>
          {group.description ? (
            <p className="mt-3 max-w-3xl whitespace-pre-line text-slate-700">{group.description}</p>
          ) : null}
          <p className="mt-3 text-sm font-medium text-slate-700">
            {sermonCountText(result.total, false)}
          </p>
        </div>
      </header>
      {sermons.length ? (
        <SermonGrid sermons={sermons} label={`Sermons: ${group.name}`} />
      ) : (
        <p className="mt-8 text-slate-700">
          No sermons are available at this time. Check back soon!
        </p>
      )}
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

type Params = { params: Promise<{ slug: string; page?: string }> }

/** The route files' shared reading of /sermons/{kind}/{slug}[/page/{n}]. */
export const groupRoute = (kind: SermonGroupKind) => ({
  page: async ({ params }: Params) => {
    const { slug, page: raw = '1' } = await params
    const page = Number(raw)
    if (!Number.isInteger(page) || page < 1 || page > 10_000 || String(page) !== raw) notFound()
    return <SermonGroupPage kind={kind} slug={slug} page={page} />
  },
  metadata: async ({ params }: Params) => {
    const { slug } = await params
    const group = slugify(slug) === slug ? await loadSermonGroup.data(kind, slug) : null
    if (!group) return { title: 'Not Found' }
    const feedPath = kind === 'series' ? seriesFeedPath(group.name) : speakerFeedPath(group.name)
    // Canonical, share card and this series' or speaker's own podcast feed (docs/podcast-calendar-seo.md).
    return pageMetadata(`/sermons/${kind === 'series' ? 'series' : 'speakers'}/${slug}`, {
      title: kind === 'series' ? `${group.name} (sermon series)` : `Sermons by ${group.name}`,
      description:
        group.description?.slice(0, 300) ??
        (kind === 'series'
          ? `Every sermon in the series ${group.name}.`
          : `Every sermon preached by ${group.name}.`),
      feeds: podcastAlternate(feedPath, `${group.name} (podcast)`),
    })
  },
})
