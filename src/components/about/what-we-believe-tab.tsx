import { cardClasses } from '@/components/ui/styles'
import { NICENE_CREED } from './nicene-creed'

const CORE_BELIEFS = [
  {
    title: 'One God in Trinity',
    text: 'We worship one God: Father, Son and Holy Spirit, the maker and lover of all that is.',
  },
  {
    title: 'Jesus Christ',
    text: 'God made flesh, who lived among us, died for us and rose again, and in whom we see who God is.',
  },
  {
    title: 'Holy Scripture',
    text: 'The Old and New Testaments contain all things necessary to salvation and are read at every service.',
  },
  {
    title: 'Grace',
    text: 'We are saved by God’s grace, received in faith, and not by anything we earn.',
  },
  {
    title: 'The Sacraments',
    text: 'Baptism and the Holy Eucharist are outward signs of inward grace; all the baptized are welcome at the table.',
  },
  {
    title: 'Common Prayer',
    text: 'We pray together in the words of the Book of Common Prayer, which unites us with Anglicans around the world.',
  },
  {
    title: 'The Church',
    text: 'One holy, catholic and apostolic Church, in which every member is a minister through baptism.',
  },
  {
    title: 'Love of Neighbour',
    text: 'We are sent to serve Christ in all people, to strive for justice and peace, and to care for creation.',
  },
] as const

const OUTWARD_LINKS = [
  { label: 'Episcopal Diocese of Maine', href: 'https://www.episcopalmaine.org' },
  { label: 'The Episcopal Church', href: 'https://www.episcopalchurch.org' },
] as const

/**
 * The what-we-believe tab: the creed, eight core beliefs, diocese and national church
 * (docs/requirements/public-pages.md).
 */
export const WhatWeBelieveTab = () => (
  <div className="space-y-10">
    <section aria-labelledby="creed-heading">
      <h3 id="creed-heading" className="text-xl font-semibold text-secondary">
        The Nicene Creed
      </h3>
      <div className="mt-4 space-y-4 border-l-4 border-primary pl-5 text-slate-800">
        {NICENE_CREED.map((stanza) => (
          <p key={stanza[0]}>
            {stanza.map((line, index) => (
              <span key={line}>
                {index > 0 ? <br /> : null}
                {line}
              </span>
            ))}
          </p>
        ))}
      </div>
    </section>
    <section aria-labelledby="beliefs-heading">
      <h3 id="beliefs-heading" className="text-xl font-semibold text-secondary">
        Our Core Beliefs
      </h3>
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {CORE_BELIEFS.map(({ title, text }) => (
          <li key={title} className={cardClasses.compact}>
            <h4 className="font-semibold text-secondary">{title}</h4>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
    <section aria-labelledby="communion-heading" className="rounded-lg bg-slate-50 p-6">
      <h3 id="communion-heading" className="text-xl font-semibold text-secondary">
        Part of a Wider Church
      </h3>
      <p className="mt-2 text-slate-700">
        St. Brendan’s is a parish of the Episcopal Diocese of Maine, part of The Episcopal Church
        and the worldwide Anglican Communion.
      </p>
      <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:gap-6">
        {OUTWARD_LINKS.map(({ label, href }) => (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
            >
              {label}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  </div>
)
