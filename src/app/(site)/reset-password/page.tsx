import type { Metadata } from 'next'

import { pageMetadata } from '@/server/seo/page-metadata'

import { ResetPasswordForm } from './reset-password-form.client'

// Only ever opened from an emailed link: nothing for search engines.
export const metadata: Metadata = pageMetadata('/reset-password', {
  title: 'Set a new password',
  noIndex: true,
})

/** Where the forgot-password email's link leads (?token=…, read in the browser). */
const ResetPasswordPage = () => (
  <div className="mx-auto max-w-sm px-4 py-16">
    <h1 className="text-2xl font-bold text-secondary">Set a new password</h1>
    <ResetPasswordForm />
  </div>
)

export default ResetPasswordPage
