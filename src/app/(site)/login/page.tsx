import type { Metadata } from 'next'

import { safeReturnPath } from '@/lib/safe-return-path'
import { pageMetadata } from '@/server/seo/page-metadata'

import { LoginForm } from './login-form.client'

export const metadata: Metadata = pageMetadata('/login', { title: 'Log in', noIndex: true })

type Props = { searchParams: Promise<{ next?: string }> }

const LoginPage = async ({ searchParams }: Props) => {
  const { next } = await searchParams
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-secondary">Log in</h1>
      <LoginForm next={safeReturnPath(next)} />
    </div>
  )
}

export default LoginPage
