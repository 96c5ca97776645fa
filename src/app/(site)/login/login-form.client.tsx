'use client'

import { useState } from 'react'

import { EmailInput } from '@/components/forms/email-input'
import { FormFailure } from '@/components/forms/form-failure'
import { Button } from '@/components/ui/button'
import { TextInput } from '@/components/forms/text-input'
import { useLazySchemaForm } from '@/components/forms/use-lazy-schema-form'
import { afterLoginPath } from '@/lib/after-login-path'
import { ApiRequestError, apiRequest } from '@/lib/api/api-request'
import { serverMessage } from '@/lib/api/server-message'
import type { LoginBody } from '@/lib/schemas/auth'

export const LoginForm = () => {
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (values: LoginBody) => {
    setFailure(null)
    try {
      const response = await apiRequest('POST', '/api/auth/login', values)
      const { user } = (await response.json()) as { user: { isAdmin: boolean } }
      // Read here, not on the server: the login page is the same cached HTML for every ?next=.
      const next = new URLSearchParams(window.location.search).get('next')
      window.location.assign(afterLoginPath(user, next))
    } catch (error) {
      // A 429 says how long to wait; only an unexpected failure gets the generic sentence.
      setFailure(
        error instanceof ApiRequestError && error.status === 401
          ? 'The email or password is incorrect.'
          : error instanceof ApiRequestError && error.status === 429
            ? serverMessage(error, 'Too many failed sign-in attempts. Please try again later.')
            : 'Could not log in. Please try again.',
      )
    }
  }

  const { formProps, errors, isSubmitting } = useLazySchemaForm({
    fields: ['email', 'password'],
    loadSchema: () => import('@/lib/schemas/auth').then((schemas) => schemas.loginBodySchema),
    onValid: onSubmit,
  })

  return (
    <form {...formProps} className="mt-6 space-y-4">
      <EmailInput error={errors.email} />
      <TextInput
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
        name="password"
      />
      <FormFailure message={failure} />
      <Button type="submit" variant="cta" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  )
}
