import type { Metadata } from 'next'

import { EmailedLinkAction } from '@/components/newsletter/emailed-link-action.client'
import { pageMetadata } from '@/server/seo/page-metadata'

// Only ever opened from an emailed link: nothing for search engines.
export const metadata: Metadata = pageMetadata('/newsletter/confirm', {
  title: 'Confirm your subscription',
  noIndex: true,
})

/** Where the confirmation email's link leads (?token=…, read in the browser). */
const ConfirmSubscriptionPage = () => (
  <div className="mx-auto max-w-md px-4 py-16">
    <h1 className="text-2xl font-bold text-secondary">Confirm your subscription</h1>
    <p className="mt-4 text-slate-700">
      Press the button to start receiving our newsletter. You can unsubscribe at any time from a
      link in every email.
    </p>
    <EmailedLinkAction
      url="/api/newsletter/confirm"
      label="Confirm my subscription"
      pendingLabel="Confirming..."
      fallbackError="Could not confirm your subscription. Please try again."
    />
  </div>
)

export default ConfirmSubscriptionPage
