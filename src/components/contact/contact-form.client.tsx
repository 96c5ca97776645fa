'use client'

import { Button } from '@/components/ui/button'
import { CONTACT_SENT_MESSAGE } from '@/lib/form-messages'

import { TextInput } from '@/components/forms/text-input'
import { TextareaField } from '@/components/forms/textarea-field'
import { SpamTrapField, useSpamTrap } from '@/components/forms/spam-trap.client'
import { useLazySchemaForm } from '@/components/forms/use-lazy-schema-form'
import { usePublicFormSubmit } from '@/components/forms/use-public-form-submit'
import type { ContactBody } from '@/lib/schemas/contact'
import { PrivacyNote } from '@/components/forms/privacy-note'

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'subject',
  'message',
] as const satisfies readonly (keyof ContactBody)[]

/** The contact form: the endpoint's own schema checks it here first. */
export const ContactForm = () => {
  const trap = useSpamTrap()
  const send = usePublicFormSubmit<ContactBody>({
    url: '/api/contact',
    success: {
      title: 'Message Sent',
      description: CONTACT_SENT_MESSAGE,
    },
    fallbackError: 'Failed to send message. Please try again.',
    extraFields: trap.fields,
    onSuccess: () => form.reset(),
  })
  const form = useLazySchemaForm({
    fields: FIELDS,
    loadSchema: () => import('@/lib/schemas/contact').then((schemas) => schemas.contactBodySchema),
    onValid: send.mutate,
  })

  const { errors } = form
  return (
    <form {...form.formProps} className="space-y-4">
      <SpamTrapField id="contact-website" inputRef={trap.honeypot} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          id="contact-first-name"
          label="First Name"
          autoComplete="given-name"
          error={errors.firstName}
          name="firstName"
        />
        <TextInput
          id="contact-last-name"
          label="Last Name"
          autoComplete="family-name"
          error={errors.lastName}
          name="lastName"
        />
      </div>
      <TextInput
        id="contact-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        name="email"
      />
      <TextInput id="contact-subject" label="Subject" error={errors.subject} name="subject" />
      <TextareaField id="contact-message" label="Message" error={errors.message} name="message" />
      <Button type="submit" variant="cta" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
      <PrivacyNote />
    </form>
  )
}
