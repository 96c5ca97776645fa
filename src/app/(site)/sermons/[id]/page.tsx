import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { SermonDetail } from '@/components/sermons/sermon-detail'
import { parseDescription } from '@/lib/content/description'
import { displaySermonTitle } from '@/lib/content/sermon-title'

import { loadSermon } from './load-sermon'

type Props = { params: Promise<{ id: string }> }

// No id is rendered at build time (there is no database then); each page is rendered on its first
// visit and cached like the static routes. Without this export Next renders every visit anew.
export const generateStaticParams = async () => []

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  // A failed read is the page's to report (error.tsx); the title only names the state.
  const sermon = await loadSermon((await params).id).catch(() => undefined)
  if (sermon === undefined) return { title: 'Error Loading Sermon' }
  if (sermon === null) return { title: 'Sermon Not Found' }
  return {
    title: displaySermonTitle(sermon.title),
    description: parseDescription(sermon.description).paragraphs[0]?.slice(0, 300),
  }
}

/** Rendered on the server for each request, so every visit reads the sermon afresh. */
const SermonPage = async ({ params }: Props) => {
  const sermon = await loadSermon((await params).id)
  if (!sermon) notFound()
  return <SermonDetail sermon={sermon} />
}

export default SermonPage
