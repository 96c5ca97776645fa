import type { Metadata } from 'next'

import { cardClasses } from '@/components/ui/styles'
import { ContactDetails } from '@/components/contact/contact-details'
import { ContactForm } from '@/components/contact/contact-form.client'
import { ServiceTimesList } from '@/components/contact/service-times-list'
import { ChurchMap } from '@/components/map/church-map'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { getPublicPrivacySettings } from '@/server/privacy/privacy-settings'
import { pageMetadata } from '@/server/seo/page-metadata'
import { previewableServiceTimes, previewableSiteConfig } from '@/server/preview/page-content'

export const metadata: Metadata = pageMetadata('/contact', {
  title: 'Contact Us',
  description: 'Reach the parish office, find our service times and send us a message.',
})

const cardClass = cardClasses.normal
const headingClass = 'text-xl font-semibold text-secondary'

const ContactPage = async () => {
  const [config, { services }] = await Promise.all([
    previewableSiteConfig(),
    previewableServiceTimes(),
  ])
  const churchName = config.churchName || CONTACT_FALLBACKS.churchName
  const address = config.address || CONTACT_FALLBACKS.address
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-4xl font-bold text-secondary">Contact Us</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">
        Questions about worship, baptisms, weddings, pastoral care or getting involved? We would
        love to hear from you.
      </p>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="space-y-8">
          <section aria-labelledby="contact-info-heading" className={cardClass}>
            <h2 id="contact-info-heading" className={headingClass}>
              Contact Information
            </h2>
            <div className="mt-4">
              <ContactDetails
                address={address}
                phone={config.phone || CONTACT_FALLBACKS.phone}
                email={config.email || CONTACT_FALLBACKS.email}
              />
            </div>
          </section>
          <section aria-labelledby="service-times-heading" className={cardClass}>
            <h2 id="service-times-heading" className={headingClass}>
              Service Times
            </h2>
            <div className="mt-4">
              <ServiceTimesList services={services} />
            </div>
          </section>
        </div>
        <section aria-labelledby="contact-form-heading" className={`${cardClass} lg:col-span-2`}>
          <h2 id="contact-form-heading" className={headingClass}>
            Send Us a Message
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </section>
      </div>
      <section aria-labelledby="map-heading" className="mt-12">
        <h2 id="map-heading" className="text-2xl font-semibold text-secondary">
          Find Us
        </h2>
        <p className="mt-2 text-slate-700">{address}</p>
        <div className="mt-4">
          <ChurchMap
            churchName={churchName}
            address={address}
            privacyMode={(await getPublicPrivacySettings()).privacyMode}
          />
        </div>
      </section>
    </div>
  )
}

export default ContactPage
