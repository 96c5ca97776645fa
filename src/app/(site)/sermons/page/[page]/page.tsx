import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SermonArchive } from '@/components/sermons/sermon-archive'
import { EMPTY_SERMON_FILTER, readArchiveParams } from '@/components/sermons/sermon-filter'

type Props = { params: Promise<{ page: string }> }

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => ({
  title: `Sermons, page ${(await params).page}`,
  description: 'Every sermon preached here, newest first.',
})

/** No pages at build time; each is rendered on first request and kept (ISR). */
export const generateStaticParams = () => []

/**
 * Page N of the whole archive. Visitors see it as /sermons?page=N (next.config.mjs rewrites that
 * address here), so it is cacheable like any static page: it depends on the path alone.
 */
const SermonsPageN = async ({ params }: Props) => {
  const raw = (await params).page
  const { page } = readArchiveParams((name) => (name === 'page' ? raw : null))
  if (String(page) !== raw) notFound()
  return <SermonArchive filter={EMPTY_SERMON_FILTER} page={page} />
}

export default SermonsPageN
