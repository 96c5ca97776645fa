import type { Metadata } from 'next'

import { EmailedLinkAction } from '@/components/newsletter/emailed-link-action.client'
import { pageMetadata } from '@/server/seo/page-metadata'

// Only ever opened from an emailed link: nothing for search engines.
export const metadata: Metadata = pageMetadata('/newsletter/unsubscribe', {
  title: 'Unsubscribe',
  noIndex: true,
})

/** Where the unsubscribe link of every newsletter email leads (?token=…, read in the browser). */
const UnsubscribePage = () => (
  <div className="mx-auto max-w-md px-4 py-16">
    <h1 className="text-2xl font-bold text-secondary">Unsubscribe from the newsletter</h1>
    <p className="mt-4 text-slate-700">
      Press the button and we will not send you the newsletter again.
    </p>
    <EmailedLinkAction
      url="/api/newsletter/unsubscribe"
      label="Unsubscribe"
      pendingLabel="Unsubscribing..."
      fallbackError="Could not unsubscribe you. Please try again."
    />
  </div>
)

export default UnsubscribePage
