import type { Metadata } from 'next'

import { GroupDirectory } from '@/components/groups/group-directory'
import { readGroupFilter } from '@/lib/groups/group-filter'
import { listPublicGroups } from '@/server/groups/public-groups'
import { pageMetadata } from '@/server/seo/page-metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = pageMetadata('/groups', {
  title: 'Groups',
  description: 'Small groups, Bible studies, ministries and classes: find one and ask to join.',
})

/**
 * The groups directory, filtered by its GET form's query (?day=&category=&area=&q=): rendered per
 * request from one cached read of every group (public-groups.ts), filtered in memory.
 */
const GroupsPage = async ({ searchParams }: Props) => {
  const params = await searchParams
  const filter = readGroupFilter((name) => {
    const value = params[name]
    return Array.isArray(value) ? value[0] : value
  })
  return <GroupDirectory groups={await listPublicGroups()} filter={filter} />
}

export default GroupsPage
