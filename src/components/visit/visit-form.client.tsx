'use client'

import { VISIT_REQUESTED_MESSAGE } from '@/lib/form-messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type Resolver } from 'react-hook-form'

import { TextInput } from '@/components/forms/text-input'
import { SpamTrapField, useSpamTrap } from '@/components/forms/spam-trap.client'
import { usePublicFormSubmit } from '@/components/forms/use-public-form-submit'
import { visitFormSchema, type VisitorRequestBody } from '@/lib/schemas/visitor-requests'

import { KidsSelect } from './kids-select'
import { TermsCheckbox } from './terms-checkbox'

/** What the fields hold while the visitor types; the schema narrows it to a valid request. */
type VisitFormValues = Omit<VisitorRequestBody, 'numberOfKids'> & {
  numberOfKids: string
  agreeToTerms: boolean
}
type VisitFormOutput = VisitorRequestBody & { agreeToTerms: true }

const EMPTY: VisitFormValues = {
  fullName: '',
  email: '',
  phone: '',
  numberOfKids: '',
  agreeToTerms: false,
}

// The schema's input type is its valid output; the form starts empty and unticked on purpose.
const resolver = zodResolver(visitFormSchema) as unknown as Resolver<
  VisitFormValues,
  unknown,
  VisitFormOutput
>

/** Plan a Visit: the visitor's name, contact details and children, for the welcome team. */
export const VisitForm = () => {
  const form = useForm<VisitFormValues, unknown, VisitFormOutput>({
    resolver,
    defaultValues: EMPTY,
  })
  const trap = useSpamTrap()
  const submit = usePublicFormSubmit<VisitorRequestBody>({
    url: '/api/visitor-requests',
    success: {
      title: 'Thank you!',
      description: VISIT_REQUESTED_MESSAGE,
    },
    fallbackError: 'Something went wrong. Please try again.',
    extraFields: trap.fields,
    onSuccess: () => form.reset(EMPTY),
  })

  const { errors } = form.formState
  return (
    <form
      noValidate
      // The terms consent is not stored: only the four request fields are sent.
      onSubmit={form.handleSubmit(({ fullName, email, phone, numberOfKids }) =>
        submit.mutate({ fullName, email, phone, numberOfKids }),
      )}
      className="space-y-4"
    >
      <SpamTrapField id="visit-website" inputRef={trap.honeypot} />
      <TextInput
        id="visit-full-name"
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message}
        registration={form.register('fullName')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="visit-email"
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          registration={form.register('email')}
        />
        <TextInput
          id="visit-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          registration={form.register('phone')}
        />
      </div>
      <KidsSelect
        id="visit-kids"
        error={errors.numberOfKids?.message}
        registration={form.register('numberOfKids')}
      />
      <TermsCheckbox
        id="visit-terms"
        error={errors.agreeToTerms?.message}
        registration={form.register('agreeToTerms')}
      />
      <button
        type="submit"
        disabled={submit.isPending}
        className="w-full rounded bg-primary px-5 py-2.5 font-semibold text-white hover:opacity-90 disabled:opacity-60 sm:w-auto"
      >
        {submit.isPending ? 'Submitting...' : 'Plan My Visit'}
      </button>
    </form>
  )
}
