import Link from 'next/link'

import { PlanVisitLink } from './plan-visit-link'
import { SERVICE_TIMES_ANCHOR } from './service-times-section'

const BUTTON = 'inline-block rounded px-5 py-2.5 font-semibold'

/** The promo line under the hero, with its two buttons (docs/requirements/public-pages.md). */
type Props = {
  /** The promo line with its time and zone filled in (promoLineText). */
  text: string
  contactPageUrl: string | null | undefined
}

export const PromoBand = ({ text, contactPageUrl }: Props) => (
  <section aria-label="Sunday worship" className="bg-primary py-8 text-white">
    <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 text-center md:flex-row md:justify-between md:text-left">
      <p className="text-lg font-semibold">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <PlanVisitLink
          contactPageUrl={contactPageUrl}
          className={`${BUTTON} bg-white text-slate-900 hover:bg-slate-100`}
        />
        <Link
          href={`#${SERVICE_TIMES_ANCHOR}`}
          className={`${BUTTON} border border-white text-white hover:bg-white/10`}
        >
          View Service Times
        </Link>
      </div>
    </div>
  </section>
)
