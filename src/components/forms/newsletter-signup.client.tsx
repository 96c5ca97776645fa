'use client'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { SUBSCRIBED_MESSAGE } from '@/lib/form-messages'

import type { NewsletterSubscribeBody } from '@/lib/schemas/newsletter'

import { useLazySchemaForm } from './use-lazy-schema-form'
import { usePublicFormSubmit } from './use-public-form-submit'
import { PrivacyNote } from './privacy-note'

type Props = { id: string; tone?: 'light' | 'dark' }

/**
 * The newsletter signup (home page and Plan a Visit). An empty submit is ignored
 * (docs/requirements/public-pages.md). No spam traps: the emailed confirmation link keeps robots
 * off the list, and autofill could beat a fill-time trap on this one field (docs/privacy.md).
 */
export const NewsletterSignup = ({ id, tone = 'light' }: Props) => {
  const subscribe = usePublicFormSubmit<NewsletterSubscribeBody>({
    url: '/api/newsletter/subscribe',
    success: { title: 'Success', description: SUBSCRIBED_MESSAGE },
    fallbackError: 'Failed to subscribe. Please try again.',
    onSuccess: () => form.reset(),
  })
  const form = useLazySchemaForm({
    fields: ['email'],
    loadSchema: () =>
      import('@/lib/schemas/newsletter').then((schemas) => schemas.newsletterSubscribeBodySchema),
    onValid: subscribe.mutate,
  })

  const error = form.errors.email
  return (
    <div className="w-full max-w-md space-y-2">
      <form
        {...form.formProps}
        onSubmit={(event) => {
          if (!form.value('email').trim()) {
            event.preventDefault()
            return
          }
          void form.formProps.onSubmit(event)
        }}
        className="flex w-full flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor={id} className="sr-only">
            Email address
          </label>
          <TextField
            bare
            id={id}
            type="email"
            autoComplete="email"
            placeholder="Enter your email"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            name="email"
          />
          {error ? (
            <p
              id={`${id}-error`}
              className={`mt-1 text-sm ${tone === 'dark' ? 'text-red-100' : 'text-red-700'}`}
            >
              {error}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="cta" disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </form>
      <PrivacyNote tone={tone} />
    </div>
  )
}
