import { cardClasses, cx } from '@/components/ui/styles'
import type { Leader } from '@/lib/about/defaults'

import { InitialsAvatar } from './initials-avatar'

/** A leader's photo, or their initials when staff have not given one. */
const Portrait = ({ leader }: { leader: Leader }) =>
  leader.photoUrl ? (
    // Staff's own upload or address, served as it is: no optimisation pipeline to allow-list.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={leader.photoUrl}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      className="h-16 w-16 shrink-0 rounded-full object-cover"
    />
  ) : (
    <InitialsAvatar name={leader.name} />
  )

/**
 * The staff tab: the leadership cards in the order staff gave them (Pages → About), each with a
 * mailto link when it has an email (docs/requirements/public-pages.md).
 */
export const StaffTab = ({ leaders }: { leaders: Leader[] }) => (
  <ul className="grid gap-6 md:grid-cols-2">
    {leaders.map((leader, index) => (
      <li key={`${index}-${leader.name}`}>
        <article className={cx(cardClasses.normal, 'flex h-full flex-col gap-4 sm:flex-row')}>
          <Portrait leader={leader} />
          <div className="flex flex-1 flex-col">
            <h3 className="text-xl font-semibold text-secondary">
              {leader.honorific ? `${leader.honorific} ${leader.name}` : leader.name}
            </h3>
            <p className="font-medium text-accent">{leader.role}</p>
            <p className="mt-3 flex-1 whitespace-pre-line text-slate-700">{leader.bio}</p>
            {leader.email ? (
              <a
                href={`mailto:${leader.email}`}
                className="mt-4 self-start font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                Email {leader.name}
              </a>
            ) : null}
          </div>
        </article>
      </li>
    ))}
  </ul>
)
