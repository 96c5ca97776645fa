import type { Metadata } from 'next'

import { GroupDirectory } from '@/components/groups/group-directory'
import { isFiltered, readGroupFilter } from '@/lib/groups/group-filter'
import { listPublicGroups } from '@/server/groups/public-groups'
import { pageMetadata } from '@/server/seo/page-metadata'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const filterOf = async (searchParams: Props['searchParams']) => {
  const params = await searchParams
  return readGroupFilter((name) => {
    const value = params[name]
    return Array.isArray(value) ? value[0] : value
  })
}

export const generateMetadata = async ({ searchParams }: Props): Promise<Metadata> =>
  pageMetadata('/groups', {
    title: 'Groups',
    description: 'Small groups, Bible studies, ministries and classes: find one and ask to join.',
    // Endless filter combinations: search engines keep the whole directory (the canonical).
    noIndex: isFiltered(await filterOf(searchParams)),
  })

/**
 * The groups directory, filtered by its GET form's query (?day=&category=&area=&q=): rendered per
 * request from one cached read of every group (public-groups.ts), filtered in memory.
 */
const GroupsPage = async ({ searchParams }: Props) => (
  <GroupDirectory groups={await listPublicGroups()} filter={await filterOf(searchParams)} />
)

export default GroupsPage
