import type { Metadata } from 'next'
import Link from 'next/link'

import { pageMetadata } from '@/server/seo/page-metadata'

import { LoginForm } from './login-form.client'

/**
 * Indexable like every other public page (Lighthouse's SEO target is 100 on each): a church's
 * login page holds nothing private, and members searching for it should find it.
 */
export const metadata: Metadata = pageMetadata('/login', {
  title: 'Log in',
  description: 'Staff and volunteers log in here to manage the church website.',
})

const LoginPage = () => {
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-secondary">Log in</h1>
      <LoginForm />
      <p className="mt-6 text-center text-sm">
        <Link href="/forgot-password" className="text-primary underline underline-offset-2">
          Forgot your password?
        </Link>
      </p>
    </div>
  )
}

export default LoginPage
