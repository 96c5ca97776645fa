import { buttonClasses, cardClasses, cx } from '@/components/ui/styles'
const MUSIC_EMAIL = 'music@stbrendansbythesea.org'

const GROUPS = [
  {
    name: 'Parish Choir',
    text: 'Sings at the 10:30 AM service from September to June: anthems, psalms and the great hymns of the church. No audition; reading music helps but is not required.',
  },
  {
    name: 'Instrumentalists',
    text: 'Our 1902 Hook & Hastings organ leads most Sundays, joined by piano, strings, flute and brass for feast days and the Advent Lessons and Carols.',
  },
  {
    name: 'Youth Singers',
    text: 'Children and teenagers who sing once a month and at Christmas and Easter, learning to read music along the way.',
  },
] as const

const REHEARSALS = [
  { group: 'Parish Choir', time: 'Thursdays, 7:00–8:30 PM, in the choir room' },
  { group: 'Youth Singers', time: 'Sundays, 9:30–10:00 AM, before worship' },
  { group: 'Instrumentalists', time: 'By arrangement before each feast day' },
] as const

/**
 * The music tab: the ministry, its groups and rehearsals, and a mailto link
 * (docs/requirements/public-pages.md).
 */
export const MusicTab = () => (
  <div className="space-y-8">
    <p className="max-w-3xl text-lg text-slate-700">
      Music carries our prayer at St. Brendan’s. We sing the breadth of the Anglican tradition, from
      plainsong and Tudor anthems to spirituals and new hymns, and everyone who loves to sing or
      play is welcome to join in.
    </p>
    <section aria-labelledby="music-groups-heading">
      <h3 id="music-groups-heading" className="text-xl font-semibold text-secondary">
        Choir and Instruments
      </h3>
      <ul className="mt-4 grid gap-6 md:grid-cols-3">
        {GROUPS.map(({ name, text }) => (
          <li key={name} className={cardClasses.compact}>
            <h4 className="font-semibold text-secondary">{name}</h4>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
    <section aria-labelledby="rehearsals-heading">
      <h3 id="rehearsals-heading" className="text-xl font-semibold text-secondary">
        Rehearsal Times
      </h3>
      <dl className="mt-4 space-y-2">
        {REHEARSALS.map(({ group, time }) => (
          <div key={group} className="sm:flex sm:gap-2">
            <dt className="font-semibold text-secondary">{group}:</dt>
            <dd className="text-slate-700">{time}</dd>
          </div>
        ))}
      </dl>
    </section>
    <section aria-labelledby="music-join-heading" className="rounded-lg bg-slate-50 p-6">
      <h3 id="music-join-heading" className="text-xl font-semibold text-secondary">
        Join the Music Ministry
      </h3>
      <p className="mt-2 text-slate-700">
        New singers and players are always welcome. Write to us and we will find a place for you.
      </p>
      <a href={`mailto:${MUSIC_EMAIL}`} className={cx(buttonClasses.cta, 'mt-4 inline-block')}>
        Email the Music Ministry
      </a>
    </section>
  </div>
)
