import { PageNotFoundResponse } from '@/components/content/page-not-found'
import { slugify } from '@/lib/content/slugify'
import { podcastAlternate, seriesFeedPath, speakerFeedPath } from '@/lib/podcast-urls'
import { pageMetadata } from '@/server/seo/page-metadata'
import { listSermonsPage } from '@/server/sermons/list-sermons'
import { loadSermonGroup, type SermonGroupKind } from '@/server/sermons/sermon-groups'

import type { Sermon } from '../../../payload-types'
import { toCardData } from './sermon-card-data'
import { pageCount, SERMONS_PAGE_SIZE } from '@/lib/sermon-filter'
import { SermonGroupView } from './sermon-group-view'

type Props = { kind: SermonGroupKind; slug: string; page: number }

/** A series' or a speaker's sermons, newest first, paged, with what staff wrote about them. */
export const SermonGroupPage = async ({ kind, slug, page }: Props) => {
  // Only the canonical form of a slug has a page, so one series never has two addresses.
  if (slugify(slug) !== slug) return <PageNotFoundResponse />
  const group = await loadSermonGroup.data(kind, slug)
  if (!group) return <PageNotFoundResponse />
  const result = await listSermonsPage({
    ...(kind === 'series' ? { series: group.name } : { speaker: group.name }),
    limit: SERMONS_PAGE_SIZE,
    page,
  })
  const totalPages = pageCount(result.total)
  if (page > totalPages) return <PageNotFoundResponse />
  const sermons = (JSON.parse(result.json) as Sermon[]).map(toCardData)
  return (
    <SermonGroupView
      group={group}
      sermons={sermons}
      total={result.total}
      page={page}
      totalPages={totalPages}
    />
  )
}

type Params = { params: Promise<{ slug: string; page?: string }> }

/** The route files' shared reading of /sermons/{kind}/{slug}[/page/{n}]. */
export const groupRoute = (kind: SermonGroupKind) => ({
  page: async ({ params }: Params) => {
    const { slug, page: raw = '1' } = await params
    const page = Number(raw)
    if (!Number.isInteger(page) || page < 1 || page > 10_000 || String(page) !== raw) {
      return <PageNotFoundResponse />
    }
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
