'use client'

import { CONTACT_SENT_MESSAGE } from '@/lib/form-messages'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { TextInput } from '@/components/forms/text-input'
import { TextareaField } from '@/components/forms/textarea-field'
import { SpamTrapField, useSpamTrap } from '@/components/forms/spam-trap.client'
import { usePublicFormSubmit } from '@/components/forms/use-public-form-submit'
import { contactBodySchema, type ContactBody } from '@/lib/schemas/contact'

const EMPTY: ContactBody = { firstName: '', lastName: '', email: '', subject: '', message: '' }

/** The contact form: the endpoint's own schema checks it here first. */
export const ContactForm = () => {
  const form = useForm<ContactBody>({
    resolver: zodResolver(contactBodySchema),
    defaultValues: EMPTY,
  })
  const trap = useSpamTrap()
  const send = usePublicFormSubmit<ContactBody>({
    url: '/api/contact',
    success: {
      title: 'Message Sent',
      description: CONTACT_SENT_MESSAGE,
    },
    fallbackError: 'Failed to send message. Please try again.',
    extraFields: trap.fields,
    onSuccess: () => form.reset(EMPTY),
  })

  const { errors } = form.formState
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
      className="space-y-4"
    >
      <SpamTrapField id="contact-website" inputRef={trap.honeypot} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="contact-first-name"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          registration={form.register('firstName')}
        />
        <TextInput
          id="contact-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName?.message}
          registration={form.register('lastName')}
        />
      </div>
      <TextInput
        id="contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        registration={form.register('email')}
      />
      <TextInput
        id="contact-subject"
        label="Subject"
        error={errors.subject?.message}
        registration={form.register('subject')}
      />
      <TextareaField
        id="contact-message"
        label="Message"
        error={errors.message?.message}
        registration={form.register('message')}
      />
      <button
        type="submit"
        disabled={send.isPending}
        className="w-full rounded bg-primary px-5 py-2.5 font-semibold text-white hover:opacity-90 disabled:opacity-60 sm:w-auto"
      >
        {send.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  )
}
