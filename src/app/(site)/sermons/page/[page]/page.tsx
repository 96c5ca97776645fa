import type { Metadata } from 'next'

import { PageNotFoundResponse } from '@/components/content/page-not-found'
import { SermonArchive } from '@/components/sermons/sermon-archive'
import { EMPTY_SERMON_FILTER, readArchiveParams } from '@/lib/sermon-filter'
import { pageMetadata } from '@/server/seo/page-metadata'

type Props = { params: Promise<{ page: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const { page } = await params
  return pageMetadata(`/sermons/page/${page}`, {
    title: `Sermons, page ${page}`,
    description: 'Every sermon preached here, newest first.',
  })
}

/** No pages at build time; each is rendered on first request and kept (ISR). */
export const generateStaticParams = () => []

/**
 * Page N of the whole archive, at /sermons/page/N (the older /sermons?page=N is redirected here by
 * src/proxy.ts): cacheable like any static page, since it depends on the path alone.
 */
const SermonsPageN = async ({ params }: Props) => {
  const raw = (await params).page
  const { page } = readArchiveParams((name) => (name === 'page' ? raw : null))
  if (String(page) !== raw) return <PageNotFoundResponse />
  return <SermonArchive filter={EMPTY_SERMON_FILTER} page={page} />
}

export default SermonsPageN
