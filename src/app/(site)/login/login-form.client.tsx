'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { ApiRequestError, apiRequest } from '@/lib/api/api-request'
import { loginBodySchema, type LoginBody } from '@/lib/schemas/auth'

export const LoginForm = ({ next }: { next: string }) => {
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
      window.location.assign(next)
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
      <div>
        <label htmlFor="email" className="block text-sm font-medium">
          Email
        </label>
        <input
          id="email"
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email)}
          aria-describedby={errors.email ? 'email-error' : undefined}
          className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
          {...register('email')}
        />
        {errors.email ? (
          <p id="email-error" className="mt-1 text-sm text-red-700">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium">
          Password
        </label>
        <input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          aria-describedby={errors.password ? 'password-error' : undefined}
          className="mt-1 w-full rounded border border-slate-300 px-3 py-2"
          {...register('password')}
        />
        {errors.password ? (
          <p id="password-error" className="mt-1 text-sm text-red-700">
            {errors.password.message}
          </p>
        ) : null}
      </div>
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
