import type { Metadata } from 'next'

import { cardClasses, cx } from '@/components/ui/styles'
import { NewsletterSignup } from '@/components/forms/newsletter-signup.client'
import { ChurchMap } from '@/components/map/church-map'
import { VisitFaq } from '@/components/visit/visit-faq'
import { VisitForm } from '@/components/visit/visit-form.client'
import { fillPageText } from '@/server/site-content/fill-page-text'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { getPublicPrivacySettings } from '@/server/privacy/privacy-settings'
import { pageMetadata } from '@/server/seo/page-metadata'
import {
  previewablePageTexts,
  previewableServiceTimes,
  previewableSiteConfig,
} from '@/server/preview/page-content'

export const metadata: Metadata = pageMetadata('/plan-a-visit', {
  title: 'Plan Your Visit',
  description:
    'Visiting on Sunday? Tell us you are coming, find answers to common questions and get directions.',
})

const headingClass = 'text-2xl font-semibold text-secondary'

const PlanAVisitPage = async () => {
  const [config, { services }, { visit, home }] = await Promise.all([
    previewableSiteConfig(),
    previewableServiceTimes(),
    previewablePageTexts(),
  ])
  const churchName = config.churchName || CONTACT_FALLBACKS.churchName
  const fill = (text: string) =>
    fillPageText(text, { churchName, firstServiceTime: services[0]?.time })
  const address = config.address || CONTACT_FALLBACKS.address
  return (
    <>
      <section className="bg-secondary px-4 py-16 text-center text-white">
        <h1 className="text-4xl font-bold sm:text-5xl">Plan Your Visit</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{fill(visit.heroText)}</p>
      </section>
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 lg:grid-cols-2">
        <section aria-labelledby="visit-form-heading">
          <h2 id="visit-form-heading" className={headingClass}>
            Let Us Know You&apos;re Coming
          </h2>
          <p className="mt-2 text-slate-700">
            Share a few details and our welcome team will be in touch before Sunday.
          </p>
          <div className={cx(cardClasses.normal, 'mt-6')}>
            <VisitForm />
          </div>
        </section>
        <section aria-labelledby="visit-faq-heading">
          <h2 id="visit-faq-heading" className={headingClass}>
            Frequently Asked Questions
          </h2>
          <div className="mt-6">
            <VisitFaq
              items={visit.faq.map(({ question, answer }) => ({ question, answer: fill(answer) }))}
            />
          </div>
        </section>
      </div>
      <section aria-labelledby="visit-location-heading" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="visit-location-heading" className={headingClass}>
          Where to Find Us
        </h2>
        <address className="mt-2 not-italic text-slate-700">{address}</address>
        <div className="mt-4">
          <ChurchMap
            churchName={churchName}
            address={address}
            privacyMode={(await getPublicPrivacySettings()).privacyMode}
          />
        </div>
      </section>
      <section aria-labelledby="visit-newsletter-heading" className="mx-auto mt-8 max-w-6xl px-4">
        <div className="rounded-lg bg-slate-100 p-8 text-center">
          <h2 id="visit-newsletter-heading" className={headingClass}>
            Stay Connected
          </h2>
          {/* The same promise as the home page's (Pages → Home): one answer to how often. */}
          <p className="mx-auto mt-2 max-w-xl text-slate-700">
            {fill(home.newsletterPromise)} You can unsubscribe at any time.
          </p>
          <div className="mt-6 flex justify-center">
            <NewsletterSignup id="visit-newsletter" />
          </div>
        </div>
      </section>
    </>
  )
}

export default PlanAVisitPage
