import Link from 'next/link'

import { EventImage } from '@/components/cards/event-image.client'
import { cardClasses, cx, panelClass } from '@/components/ui/styles'
import { GROUP_CATEGORY_LABELS, GROUP_CLOSED, GROUP_FULL } from '@/lib/groups/group-options'
import type { PublicGroup } from '@/lib/groups/public-group'

import { GroupFacts } from './group-facts'
import { GroupJoinForm } from './group-join-form.client'
import { GroupStatusBadge } from './group-status-badge'

const headingClass = 'text-xl font-semibold text-secondary'

/** Why a full or closed group shows no form, and where to go instead. */
const NotTakingRequests = ({ status }: Pick<PublicGroup, 'status'>) => (
  <div className="text-slate-700">
    <p className="font-semibold text-secondary">
      {status === 'full' ? 'This group is full' : 'This group is closed'}
    </p>
    <p className="mt-2">{status === 'full' ? GROUP_FULL : GROUP_CLOSED}.</p>
    <p className="mt-2">
      <Link
        href="/groups"
        className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
      >
        See the other groups
      </Link>
    </p>
  </div>
)

/**
 * One group's page: what it is, when and where it meets, its leaders by name (never their
 * addresses), and "Request to join" while it is open (docs/groups.md).
 */
export const GroupDetail = ({ group }: { group: PublicGroup }) => (
  <div className="mx-auto max-w-6xl px-4 py-12">
    <p className="text-sm">
      <Link href="/groups" className="font-semibold text-primary underline underline-offset-4">
        All groups
      </Link>
    </p>
    <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-accent">
      {GROUP_CATEGORY_LABELS[group.category]}
    </p>
    <div className="mt-1 flex flex-wrap items-center gap-3">
      <h1 className="text-4xl font-bold text-secondary">{group.name}</h1>
      <GroupStatusBadge status={group.status} />
    </div>
    <div className="mt-8 grid gap-8 lg:grid-cols-2">
      <div className="space-y-6">
        {group.imageUrl ? (
          <div className="overflow-hidden rounded-lg">
            <EventImage src={group.imageUrl} alt="" priority />
          </div>
        ) : null}
        {group.description ? (
          <p className="whitespace-pre-line text-lg text-slate-700">{group.description}</p>
        ) : null}
        <div className={cx(panelClass, 'p-4')}>
          <GroupFacts group={group} className="space-y-2 text-slate-800" />
          {group.leaderNames.length ? (
            <p className="mt-2 text-slate-800">
              <span className="font-semibold">
                {group.leaderNames.length === 1 ? 'Leader:' : 'Leaders:'}
              </span>{' '}
              {group.leaderNames.join(', ')}
            </p>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="join-heading" className={cardClasses.normal}>
        <h2 id="join-heading" className={headingClass}>
          Request to Join
        </h2>
        <div className="mt-4">
          {group.status === 'open' ? (
            <GroupJoinForm groupSlug={group.slug} />
          ) : (
            <NotTakingRequests status={group.status} />
          )}
        </div>
      </section>
    </div>
  </div>
)
