'use client'

import { useState } from 'react'

import { EmailInput } from '@/components/forms/email-input'
import { FormFailure } from '@/components/forms/form-failure'
import { Button } from '@/components/ui/button'
import { useLazySchemaForm } from '@/components/forms/use-lazy-schema-form'
import { ApiRequestError, apiRequest } from '@/lib/api/api-request'
import { serverMessage } from '@/lib/api/server-message'
import type { ForgotPasswordBody } from '@/lib/schemas/auth'

export const ForgotPasswordForm = () => {
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const onSubmit = async (values: ForgotPasswordBody) => {
    setFailure(null)
    try {
      const response = await apiRequest('POST', '/api/auth/forgot-password', values)
      setSent(((await response.json()) as { message: string }).message)
    } catch (error) {
      // A 429 says how long to wait; only an unexpected failure gets the generic sentence.
      setFailure(
        error instanceof ApiRequestError && error.status === 429
          ? serverMessage(error, 'Too many requests. Please try again later.')
          : 'Could not send the link. Please try again.',
      )
    }
  }

  const { formProps, errors, isSubmitting } = useLazySchemaForm({
    fields: ['email'],
    loadSchema: () =>
      import('@/lib/schemas/auth').then((schemas) => schemas.forgotPasswordBodySchema),
    onValid: onSubmit,
  })

  if (sent) {
    return (
      <p role="status" className="mt-6 rounded bg-green-50 p-4 text-sm text-green-900">
        {sent}
      </p>
    )
  }
  return (
    <form {...formProps} className="mt-6 space-y-4">
      <EmailInput error={errors.email} />
      <FormFailure message={failure} />
      <Button type="submit" variant="cta" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Sending...' : 'Send the link'}
      </Button>
    </form>
  )
}
