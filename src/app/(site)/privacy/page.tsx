import type { Metadata } from 'next'

import { FormNoticeList } from '@/components/privacy/form-notice-list'
import { cardClasses } from '@/components/ui/styles'
import { paragraphs } from '@/lib/page-texts/paragraphs'
import { retentionInWords } from '@/lib/privacy/retention-rules'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import { getPublicPrivacySettings } from '@/server/privacy/privacy-settings'
import { pageMetadata } from '@/server/seo/page-metadata'
import { previewableSiteConfig } from '@/server/preview/page-content'

export const metadata: Metadata = pageMetadata('/privacy', {
  title: 'Privacy',
  description: 'What this website collects about you, why, how long it is kept and who sees it.',
})

const headingClass = 'text-2xl font-semibold text-secondary'
const linkClass = 'font-medium text-primary underline underline-offset-2 hover:no-underline'

/**
 * /privacy, written from the site configuration and the privacy settings (docs/privacy.md), so
 * it says what the site really does: a changed retention period shows here once saved.
 */
const PrivacyPage = async () => {
  const [config, settings] = await Promise.all([
    previewableSiteConfig(),
    getPublicPrivacySettings(),
  ])
  const churchName = config.churchName || CONTACT_FALLBACKS.churchName
  const email = config.email || CONTACT_FALLBACKS.email
  const phone = config.phone || CONTACT_FALLBACKS.phone
  const address = config.address || CONTACT_FALLBACKS.address
  const ownText = paragraphs(settings.pageText)
  return (
    <div className="mx-auto max-w-4xl space-y-10 px-4 py-12">
      <header>
        <h1 className="text-4xl font-bold text-secondary">Privacy</h1>
        <p className="mt-3 text-lg text-slate-700">
          {churchName} keeps only what you send through this website, uses it only for what you sent
          it for, and deletes it when it is no longer needed. We never sell or share it.
        </p>
      </header>

      <section aria-labelledby="privacy-who" className={cardClasses.normal}>
        <h2 id="privacy-who" className={headingClass}>
          Who we are
        </h2>
        <p className="mt-3 text-slate-700">
          {churchName}, {address}. For any question about your data, or to ask what we hold about
          you, for a copy of it or for it to be erased, email{' '}
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>{' '}
          or call{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {phone}
          </a>
          . We answer within a month.
        </p>
      </section>

      <section aria-labelledby="privacy-forms">
        <h2 id="privacy-forms" className={headingClass}>
          What each form collects
        </h2>
        <FormNoticeList settings={settings} />
        <p className="mt-6 text-slate-700">
          Emails we could not deliver are kept for {retentionInWords(settings.outboxDays, 'days')}{' '}
          so staff can see what went wrong. Messages our spam checks flag are deleted after 30 days
          unless staff find they are real. Staff accounts and their sign-ins are managed separately.
        </p>
      </section>

      <section aria-labelledby="privacy-others" className={cardClasses.normal}>
        <h2 id="privacy-others" className={headingClass}>
          Other companies
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
          <li>
            Google Maps shows where we are on the Contact and Plan a Visit pages.{' '}
            {settings.privacyMode
              ? 'It loads only when you press “Show map”.'
              : 'It loads when you reach the map.'}
          </li>
          <li>YouTube plays our videos and live streams; it loads only when you press play.</li>
          <li>Our giving provider runs the giving form on the Give page.</li>
          <li>Our email provider carries the emails we send you.</li>
        </ul>
      </section>

      {ownText.length ? (
        <section aria-labelledby="privacy-more">
          <h2 id="privacy-more" className={headingClass}>
            More from {churchName}
          </h2>
          <div className="mt-3 space-y-3 text-slate-700">
            {ownText.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  )
}

export default PrivacyPage
