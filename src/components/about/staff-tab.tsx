import { cardClasses, cx } from '@/components/ui/styles'
import { InitialsAvatar } from './initials-avatar'

type StaffMember = { honorific: string; name: string; role: string; email: string; bio: string }

// The clergy and staff the sermon archive's speakers belong to.
const STAFF: StaffMember[] = [
  {
    honorific: 'The Rev. Canon',
    name: 'Margaret Ellis',
    role: 'Rector',
    email: 'margaret.ellis@stbrendansbythesea.org',
    bio: 'Canon Margaret has served St. Brendan’s since 2011. She preaches most Sundays, leads the parish’s pastoral care, and walks the harbour every morning before Morning Prayer.',
  },
  {
    honorific: 'The Rev.',
    name: 'David Okafor',
    role: 'Associate Rector',
    email: 'david.okafor@stbrendansbythesea.org',
    bio: 'Father David oversees adult formation, the Wednesday evening service and our outreach to the fishing families of Port Halden. He came to Maine from Lagos by way of seminary in New York.',
  },
  {
    honorific: 'Deacon',
    name: 'Sarah Whitfield',
    role: 'Deacon',
    email: 'sarah.whitfield@stbrendansbythesea.org',
    bio: 'Deacon Sarah connects the parish with its neighbours: the food pantry, hospital visits and the Tuesday Women’s Bible Study. A retired nurse, she knows most of the town by name.',
  },
  {
    honorific: '',
    name: 'Thomas Reyes',
    role: 'Parish Administrator and Lay Minister',
    email: 'thomas.reyes@stbrendansbythesea.org',
    bio: 'Thomas keeps the parish office, the calendar and the buildings running, and preaches on occasion as a licensed lay minister. He is the person to ask about weddings, baptisms and hall bookings.',
  },
]

/**
 * The staff tab: four leadership cards, each with a mailto link
 * (docs/requirements/public-pages.md).
 */
export const StaffTab = () => (
  <ul className="grid gap-6 md:grid-cols-2">
    {STAFF.map(({ honorific, name, role, email, bio }) => (
      <li key={name}>
        <article className={cx(cardClasses.normal, 'flex h-full flex-col gap-4 sm:flex-row')}>
          <InitialsAvatar name={name} />
          <div className="flex flex-1 flex-col">
            <h3 className="text-xl font-semibold text-secondary">
              {honorific ? `${honorific} ${name}` : name}
            </h3>
            <p className="font-medium text-accent">{role}</p>
            <p className="mt-3 flex-1 text-slate-700">{bio}</p>
            <a
              href={`mailto:${email}`}
              className="mt-4 self-start font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              Email {name}
            </a>
          </div>
        </article>
      </li>
    ))}
  </ul>
)
