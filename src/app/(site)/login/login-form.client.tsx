'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { TextInput } from '@/components/forms/text-input'
import { ApiRequestError, apiRequest } from '@/lib/api/api-request'
import { safeReturnPath } from '@/lib/safe-return-path'
import { loginBodySchema, type LoginBody } from '@/lib/schemas/auth'

export const LoginForm = () => {
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ resolver: zodResolver(loginBodySchema) })

  const onSubmit = async (values: LoginBody) => {
    setFailure(null)
    try {
      await apiRequest('POST', '/api/auth/login', values)
      // Read here, not on the server: the login page is the same cached HTML for every ?next=.
      window.location.assign(
        safeReturnPath(new URLSearchParams(window.location.search).get('next')),
      )
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError && error.status === 401
          ? 'The email or password is incorrect.'
          : 'Could not log in. Please try again.',
      )
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-4">
      <TextInput
        id="email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={register('email')}
      />
      <TextInput
        id="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password')}
      />
      {failure ? (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded bg-primary px-4 py-2 font-semibold text-white disabled:opacity-60"
      >
        {isSubmitting ? 'Logging in...' : 'Log in'}
      </button>
    </form>
  )
}
