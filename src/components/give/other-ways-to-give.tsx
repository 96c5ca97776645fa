import { cardClasses } from '@/components/ui/styles'
import type { GiveTexts } from '@/lib/page-texts/give-texts'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import type { PublicSiteConfig } from '@/server/site-config/get-site-config'

import { OTHER_WAYS_ANCHOR } from './giving-widget'

type Props = {
  config: PublicSiteConfig
  /** The cards' words from Pages → Give, variables already filled in. */
  texts: Omit<GiveTexts, 'introText'>
}

/** Ways to give without the online widget: staff's words and the site config's contact details. */
export const OtherWaysToGive = ({ config, texts }: Props) => {
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
          <p className="mt-2 whitespace-pre-line text-slate-700">{texts.byCheckText}</p>
          <address className="mt-2 not-italic text-slate-900">{address}</address>
        </li>
        <li className={cardClasses.compact}>
          <h3 className="text-lg font-semibold text-secondary">In Person</h3>
          <p className="mt-2 whitespace-pre-line text-slate-700">{texts.inPersonText}</p>
        </li>
        <li className={cardClasses.compact}>
          <h3 className="text-lg font-semibold text-secondary">Through the Office</h3>
          <p className="mt-2 whitespace-pre-line text-slate-700">{texts.officeText}</p>
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
