'use client'

import { Button } from '@/components/ui/button'
import { VISIT_REQUESTED_MESSAGE } from '@/lib/form-messages'

import { TextInput } from '@/components/forms/text-input'
import { SpamTrapField, useSpamTrap } from '@/components/forms/spam-trap.client'
import { useLazySchemaForm } from '@/components/forms/use-lazy-schema-form'
import { usePublicFormSubmit } from '@/components/forms/use-public-form-submit'
import type { VisitorRequestBody } from '@/lib/schemas/visitor-requests'

import { KidsSelect } from './kids-select'
import { TermsCheckbox } from './terms-checkbox'
import { PrivacyNote } from '@/components/forms/privacy-note'

const FIELDS = [
  'fullName',
  'email',
  'phone',
  'numberOfKids',
  'agreeToTerms',
] as const satisfies readonly (keyof VisitorRequestBody | 'agreeToTerms')[]

/** Plan a Visit: the visitor's name, contact details and children, for the welcome team. */
export const VisitForm = () => {
  const trap = useSpamTrap()
  const submit = usePublicFormSubmit<VisitorRequestBody>({
    url: '/api/visitor-requests',
    success: {
      title: 'Thank you!',
      description: VISIT_REQUESTED_MESSAGE,
    },
    fallbackError: 'Something went wrong. Please try again.',
    extraFields: trap.fields,
    onSuccess: () => form.reset(),
  })
  const form = useLazySchemaForm({
    fields: FIELDS,
    checkboxes: ['agreeToTerms'],
    loadSchema: () =>
      import('@/lib/schemas/visitor-requests').then((schemas) => schemas.visitFormSchema),
    // The terms consent is not stored: only the four request fields are sent.
    onValid: ({ fullName, email, phone, numberOfKids }) =>
      submit.mutate({ fullName, email, phone, numberOfKids }),
  })

  const { errors } = form
  return (
    <form {...form.formProps} className="space-y-4">
      <SpamTrapField id="visit-website" inputRef={trap.honeypot} />
      <TextInput
        id="visit-full-name"
        label="Full Name"
        autoComplete="name"
        error={errors.fullName}
        name="fullName"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="visit-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          name="email"
        />
        <TextInput
          id="visit-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone}
          name="phone"
        />
      </div>
      <KidsSelect id="visit-kids" error={errors.numberOfKids} name="numberOfKids" />
      <TermsCheckbox id="visit-terms" error={errors.agreeToTerms} name="agreeToTerms" />
      <Button type="submit" variant="cta" disabled={submit.isPending} className="w-full sm:w-auto">
        {submit.isPending ? 'Submitting...' : 'Plan My Visit'}
      </Button>
      <PrivacyNote />
    </form>
  )
}
