import type { Metadata } from 'next'

import { pageMetadata } from '@/server/seo/page-metadata'

import { LoginForm } from './login-form.client'

export const metadata: Metadata = pageMetadata('/login', { title: 'Log in', noIndex: true })

const LoginPage = () => {
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-secondary">Log in</h1>
      <LoginForm />
    </div>
  )
}

export default LoginPage
