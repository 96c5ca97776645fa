import Link from 'next/link'

import { GroupCard } from '@/components/cards/group-card'
import { areasOf, filterGroups, isFiltered, type GroupFilter } from '@/lib/groups/group-filter'
import type { PublicGroup } from '@/lib/groups/public-group'

import { GROUPS_PATH, GroupFilters } from './group-filters'

const linkClass = 'font-semibold text-primary underline underline-offset-4 hover:no-underline'

const countLine = (shown: number, total: number, filtered: boolean) => {
  const groups = (n: number) => `${n} ${n === 1 ? 'group' : 'groups'}`
  return filtered ? `Showing ${shown} of ${groups(total)}` : groups(total)
}

/** Nothing to show: says how to find more, whether the filters or the list itself is empty. */
const NoGroups = ({ filtered }: { filtered: boolean }) => (
  <div className="mt-6 rounded-lg border border-slate-200 bg-white p-6 text-slate-700">
    <p className="font-semibold text-secondary">
      {filtered ? 'No groups match these filters.' : 'No groups are listed just now.'}
    </p>
    <p className="mt-2">
      {filtered ? (
        <>
          Try another day, kind or area, or{' '}
          <a href={GROUPS_PATH} className={linkClass}>
            see every group
          </a>
          . Still nothing that fits?{' '}
        </>
      ) : null}
      <Link href="/contact" className={linkClass}>
        Contact us
      </Link>{' '}
      and we will help you find a group, or tell you when a new one starts.
    </p>
  </div>
)

/** /groups: the filter form, a count, and the groups it keeps (docs/groups.md). */
export const GroupDirectory = ({
  groups,
  filter,
}: {
  groups: PublicGroup[]
  filter: GroupFilter
}) => {
  const shown = filterGroups(groups, filter)
  const filtered = isFiltered(filter)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold text-secondary">Groups</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Small groups, Bible studies, ministries and classes: a place to belong during the week. Find
        one that fits and ask to join; its leaders will be in touch.
      </p>
      <div className="mt-8">
        <GroupFilters filter={filter} areas={areasOf(groups)} />
      </div>
      {/* The cards' names are h3: this keeps the outline whole (axe heading-order). */}
      <h2 className="sr-only">Matching groups</h2>
      <p role="status" className="mt-6 text-sm text-slate-700" data-testid="group-count">
        {countLine(shown.length, groups.length, filtered)}
      </p>
      {shown.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((group) => (
            <li key={group.id}>
              <GroupCard group={group} />
            </li>
          ))}
        </ul>
      ) : (
        <NoGroups filtered={filtered} />
      )}
    </div>
  )
}
