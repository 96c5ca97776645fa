import type { Metadata } from 'next'
import Link from 'next/link'

import { pageMetadata } from '@/server/seo/page-metadata'

import { ForgotPasswordForm } from './forgot-password-form.client'

export const metadata: Metadata = pageMetadata('/forgot-password', {
  title: 'Forgot your password?',
  description: 'Ask for a link to set a new password for your account.',
})

/** Step one of setting a new password: the emailed link leads to /reset-password. */
const ForgotPasswordPage = () => (
  <div className="mx-auto max-w-sm px-4 py-16">
    <h1 className="text-2xl font-bold text-secondary">Forgot your password?</h1>
    <p className="mt-2 text-sm text-slate-600">
      Enter the email address you log in with, and we will send you a link to set a new password.
    </p>
    <ForgotPasswordForm />
    <p className="mt-6 text-center text-sm">
      <Link href="/login" className="text-primary underline underline-offset-2">
        Back to Log in
      </Link>
    </p>
  </div>
)

export default ForgotPasswordPage
