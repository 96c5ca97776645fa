import { footerServiceTimes } from '@/lib/service-times/format'
import type { ServiceTime } from '@/lib/service-times/service-time'
import type { SiteLink } from '@/lib/page-texts/links'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import type { PublicSiteConfig } from '@/server/site-config/get-site-config'

import { AccountLinks } from './account-links.client'
import { IntentPrefetchLink } from './intent-prefetch-link.client'
import { LegalLine } from './legal-line'
import { SocialIcons } from './social-icons'

type Props = { config: PublicSiteConfig; services: ServiceTime[]; links: SiteLink[] }

export const SiteFooter = ({ config, services, links }: Props) => {
  const address = config.address || CONTACT_FALLBACKS.address
  const phone = config.phone || CONTACT_FALLBACKS.phone
  const email = config.email || CONTACT_FALLBACKS.email
  return (
    // Below the fold on every page: laid out only when it comes near the viewport. The estimates
    // are its height in one, two and four columns (src/app/globals.css).
    <footer className="render-when-near mt-16 bg-secondary text-slate-100 [--near-height:60rem] sm:[--near-height:37rem] lg:[--near-height:28rem]">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="text-lg font-semibold text-white">
            {config.churchName || CONTACT_FALLBACKS.churchName}
          </h2>
          {config.footerAbout ? (
            <p className="mt-3 text-sm leading-6">{config.footerAbout}</p>
          ) : null}
          <div className="mt-4">
            <SocialIcons config={config} />
          </div>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-lg font-semibold text-white">
            Quick Links
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {links.map(({ href, label }, index) => (
              <li key={index}>
                <IntentPrefetchLink href={href} className="underline-offset-2 hover:underline">
                  {label}
                </IntentPrefetchLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-times">
          <h2 id="footer-times" className="text-lg font-semibold text-white">
            Service Times
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {footerServiceTimes(services).map(({ label, time }, index) => (
              <li key={index}>
                <span className="font-medium text-white">{label}</span> {time}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-semibold text-white">
            Contact
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>{address}</p>
            <p>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:underline">
                {phone}
              </a>
            </p>
            <p>
              <a href={`mailto:${email}`} className="hover:underline">
                {email}
              </a>
            </p>
          </address>
          <div className="mt-4 text-sm">
            <AccountLinks />
          </div>
        </section>
      </div>
      <LegalLine churchName={config.churchName || CONTACT_FALLBACKS.churchName} />
    </footer>
  )
}
