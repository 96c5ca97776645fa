import type { Metadata } from 'next'

import { GiveOnline } from '@/components/give/give-online.client'
import { OtherWaysToGive } from '@/components/give/other-ways-to-give'
import { TaxNotice } from '@/components/give/tax-notice'
import { pageMetadata } from '@/server/seo/page-metadata'
import { fillPageText } from '@/server/site-content/fill-page-text'
import { CONTACT_FALLBACKS } from '@/lib/site-defaults'
import {
  previewablePageTexts,
  previewableServiceTimes,
  previewableSiteConfig,
} from '@/server/preview/page-content'

export const metadata: Metadata = pageMetadata('/give', { title: 'Give' })

const GivePage = async () => {
  const [config, { services }, { give }] = await Promise.all([
    previewableSiteConfig(),
    previewableServiceTimes(),
    previewablePageTexts(),
  ])
  const churchName = config.churchName || CONTACT_FALLBACKS.churchName
  const firstServiceTime = services[0]?.time
  const fill = (text: string) => fillPageText(text, { churchName, firstServiceTime })
  return (
    <div className="mx-auto max-w-6xl space-y-12 px-4 py-12">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold text-secondary">Give</h1>
        <p className="mt-3 whitespace-pre-line text-lg text-slate-700">{fill(give.introText)}</p>
      </header>
      <section aria-labelledby="give-online-heading" className="max-w-3xl space-y-6">
        <h2 id="give-online-heading" className="text-2xl font-bold text-secondary">
          Give Online
        </h2>
        <p className="text-slate-700">
          Give once or set up a recurring gift by card or bank transfer through our secure giving
          partner.
        </p>
        <GiveOnline accountId={give.accountId} />
        <TaxNotice text={fill(give.taxNotice)} />
      </section>
      <OtherWaysToGive
        config={config}
        texts={{
          byCheckText: fill(give.byCheckText),
          inPersonText: fill(give.inPersonText),
          officeText: fill(give.officeText),
        }}
      />
    </div>
  )
}

export default GivePage
