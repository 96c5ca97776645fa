import Link from 'next/link'

import { GroupFacts } from '@/components/groups/group-facts'
import { GroupStatusBadge } from '@/components/groups/group-status-badge'
import { cardClasses, cx } from '@/components/ui/styles'
import { GROUP_CATEGORY_LABELS } from '@/lib/groups/group-options'
import type { PublicGroup } from '@/lib/groups/public-group'

/** A group in a grid (the directory, the home page): links to /groups/{slug}. */
export const GroupCard = ({ group }: { group: PublicGroup }) => (
  <article className={cx(cardClasses.compact, 'flex h-full flex-col')} data-testid="group-card">
    <p className="text-xs font-semibold uppercase tracking-wide text-accent">
      {GROUP_CATEGORY_LABELS[group.category]}
    </p>
    <div className="mt-1 flex flex-wrap items-center gap-2">
      <h3 className="text-lg font-semibold text-secondary">
        <Link href={`/groups/${group.slug}`} className="hover:text-primary hover:underline">
          {group.name}
        </Link>
      </h3>
      <GroupStatusBadge status={group.status} />
    </div>
    {group.description ? (
      <p className="mt-2 line-clamp-3 text-sm text-slate-700">{group.description}</p>
    ) : null}
    <GroupFacts group={group} className="mt-3 space-y-1 text-sm text-slate-700" />
  </article>
)
