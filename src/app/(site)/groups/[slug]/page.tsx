import type { Metadata } from 'next'

import { NotFoundResponse } from '@/components/content/not-found-response'
import { GroupDetail } from '@/components/groups/group-detail'
import { GroupNotFound } from '@/components/groups/group-not-found'
import { JsonLd } from '@/components/seo/json-ld'
import { getPublicGroup } from '@/server/groups/public-groups'
import { groupLd } from '@/server/seo/group-structured-data'
import { pageMetadata } from '@/server/seo/page-metadata'
import { previewableSiteConfig } from '@/server/preview/page-content'

type Props = { params: Promise<{ slug: string }> }

// No slug is rendered at build time (there is no database then); each page is rendered on its
// first visit and cached like the static routes, expired by the groups' tag.
export const generateStaticParams = async () => []

/** Slugs are made of a-z, 0-9 and hyphens (slugify), so the segment is compared as it is. */
const readSlug = async (params: Props['params']) => (await params).slug

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const group = await getPublicGroup(await readSlug(params))
  if (!group) return { title: 'Group Not Found' }
  return pageMetadata(`/groups/${group.slug}`, {
    title: group.name,
    description: group.description?.slice(0, 160),
    image: group.imageUrl,
    // A closed group keeps its page for old links, but is not offered to search engines.
    noIndex: group.status === 'closed',
  })
}

const GroupPage = async ({ params }: Props) => {
  const [group, config] = await Promise.all([
    getPublicGroup(await readSlug(params)),
    previewableSiteConfig(),
  ])
  if (!group) {
    return (
      <NotFoundResponse>
        <GroupNotFound />
      </NotFoundResponse>
    )
  }
  return (
    <>
      <JsonLd data={groupLd(group, config)} />
      <GroupDetail group={group} />
    </>
  )
}

export default GroupPage
