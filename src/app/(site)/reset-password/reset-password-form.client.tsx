'use client'

import Link from 'next/link'
import { useState } from 'react'

import { FormFailure } from '@/components/forms/form-failure'
import { Button } from '@/components/ui/button'
import { TextInput } from '@/components/forms/text-input'
import { useLazySchemaForm } from '@/components/forms/use-lazy-schema-form'
import { afterLoginPath } from '@/lib/after-login-path'
import { ApiRequestError, apiRequest } from '@/lib/api/api-request'
import { serverMessage } from '@/lib/api/server-message'
import { MIN_PASSWORD_LENGTH } from '@/lib/password-policy'
import type { ResetPasswordBody } from '@/lib/schemas/auth'

export const ResetPasswordForm = () => {
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (values: ResetPasswordBody) => {
    setFailure(null)
    try {
      const response = await apiRequest('POST', '/api/auth/reset-password', values)
      const { user } = (await response.json()) as { user: { isAdmin: boolean } }
      // The new password also logs in: staff go on to the dashboard, others to the home page.
      window.location.assign(afterLoginPath(user, null))
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status < 500
          ? serverMessage(error, 'Could not set the new password. Please try again.')
          : 'Could not set the new password. Please try again.',
      )
    }
  }

  const { formProps, errors, isSubmitting } = useLazySchemaForm({
    fields: ['token', 'password'],
    loadSchema: () =>
      import('@/lib/schemas/auth').then((schemas) => schemas.resetPasswordBodySchema),
    onValid: onSubmit,
  })

  return (
    <form {...formProps} className="mt-6 space-y-4">
      {/* The emailed link's token, put in by the script below once the page runs. */}
      <input type="hidden" name="token" ref={fillTokenFromAddress} />
      <p className="text-sm text-slate-600">
        At least {MIN_PASSWORD_LENGTH} characters: a few words you will remember make a strong one.
      </p>
      <TextInput
        id="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password ?? errors.token}
        name="password"
      />
      <FormFailure message={failure}>
        {' '}
        <Link href="/forgot-password" className="underline underline-offset-2">
          Ask for a new link
        </Link>
      </FormFailure>
      <Button type="submit" variant="cta" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Saving...' : 'Set the new password'}
      </Button>
    </form>
  )
}

/** The token from ?token= of the page's address (the page is the same cached HTML for every link). */
const fillTokenFromAddress = (input: HTMLInputElement | null) => {
  if (input) input.value = new URLSearchParams(window.location.search).get('token') ?? ''
}
