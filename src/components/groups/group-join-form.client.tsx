'use client'

import { PrivacyNote } from '@/components/forms/privacy-note'
import { SpamTrapField, useSpamTrap } from '@/components/forms/spam-trap.client'
import { TextInput } from '@/components/forms/text-input'
import { TextareaField } from '@/components/forms/textarea-field'
import { useLazySchemaForm } from '@/components/forms/use-lazy-schema-form'
import { usePublicFormSubmit } from '@/components/forms/use-public-form-submit'
import { Button } from '@/components/ui/button'
import { JOIN_SENT_MESSAGE } from '@/lib/groups/group-options'
import type { JoinRequestBody } from '@/lib/schemas/group-join-requests'

const FIELDS = [
  'group',
  'name',
  'email',
  'phone',
  'message',
] as const satisfies readonly (keyof JoinRequestBody)[]

/**
 * "Request to join" on a group's page (docs/groups.md): POST /api/group-join-requests through
 * the public forms' machinery (the endpoint's schema checked here first, honeypot, fill time,
 * field errors, a success toast). The group travels as its slug in a hidden field.
 */
export const GroupJoinForm = ({ groupSlug }: { groupSlug: string }) => {
  const trap = useSpamTrap()
  const send = usePublicFormSubmit<JoinRequestBody>({
    url: '/api/group-join-requests',
    success: { title: 'Request Sent', description: JOIN_SENT_MESSAGE },
    fallbackError: 'Failed to send your request. Please try again.',
    extraFields: trap.fields,
    onSuccess: () => form.reset(),
  })
  const form = useLazySchemaForm({
    fields: FIELDS,
    loadSchema: () =>
      import('@/lib/schemas/group-join-requests').then((schemas) => schemas.joinRequestBodySchema),
    onValid: send.mutate,
  })
  const { errors } = form
  return (
    <form {...form.formProps} className="space-y-4">
      <SpamTrapField id="join-website" inputRef={trap.honeypot} />
      <input type="hidden" name="group" defaultValue={groupSlug} />
      <TextInput
        id="join-name"
        label="Your name"
        autoComplete="name"
        error={errors.name}
        name="name"
      />
      <TextInput
        id="join-email"
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email}
        name="email"
      />
      <TextInput
        id="join-phone"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        name="phone"
      />
      <TextareaField
        id="join-message"
        label="Message for the leaders (optional)"
        error={errors.message}
        name="message"
      />
      <Button type="submit" variant="cta" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Request to Join'}
      </Button>
      <PrivacyNote />
    </form>
  )
}
