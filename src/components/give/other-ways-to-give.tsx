import { cardClasses } from '@/components/ui/styles'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import type { PublicSiteConfig } from '@/server/site-config/get-site-config'

import { OTHER_WAYS_ANCHOR } from './giving-widget'

/** Ways to give without the online widget, from the site config's contact details. */
type Props = {
  config: PublicSiteConfig
  /** The first service's time, as the pages write it ('10:30 AM'). */
  sundayTime: string
}

export const OtherWaysToGive = ({ config, sundayTime }: Props) => {
  const churchName = config.churchName || CONTACT_FALLBACKS.churchName
  const address = config.address || CONTACT_FALLBACKS.address
  const phone = config.phone || CONTACT_FALLBACKS.phone
  const email = config.email || CONTACT_FALLBACKS.email
  return (
    <section id={OTHER_WAYS_ANCHOR} aria-labelledby="other-ways-heading" className="scroll-mt-4">
      <h2 id="other-ways-heading" className="text-2xl font-bold text-secondary">
        Other Ways to Give
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        <li className={cardClasses.compact}>
          <h3 className="text-lg font-semibold text-secondary">By Check</h3>
          <p className="mt-2 text-slate-700">
            Make your check payable to {churchName} and mail it to:
          </p>
          <address className="mt-2 not-italic text-slate-900">{address}</address>
        </li>
        <li className={cardClasses.compact}>
          <h3 className="text-lg font-semibold text-secondary">In Person</h3>
          <p className="mt-2 text-slate-700">
            Place your gift or pledge envelope in the offering plate at Sunday worship, {sundayTime}
            .
          </p>
        </li>
        <li className={cardClasses.compact}>
          <h3 className="text-lg font-semibold text-secondary">Through the Office</h3>
          <p className="mt-2 text-slate-700">
            For pledges, stock gifts or bequests, contact the parish office.
          </p>
          <p className="mt-2">
            <a
              href={`tel:${phone.replace(/[^\d+]/g, '')}`}
              className="font-semibold text-primary underline"
            >
              {phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${email}`} className="break-all font-semibold text-primary underline">
              {email}
            </a>
          </p>
        </li>
      </ul>
    </section>
  )
}
