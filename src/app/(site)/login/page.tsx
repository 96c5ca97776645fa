import type { Metadata } from 'next'

import { LoginForm } from './login-form.client'

export const metadata: Metadata = { title: 'Log in' }

const LoginPage = () => {
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold text-secondary">Log in</h1>
      <LoginForm />
    </div>
  )
}

export default LoginPage
