'use client'

import { TextInput } from '@/components/forms/text-input'
import { TextareaField } from '@/components/forms/textarea-field'
import { SpamTrapField, useSpamTrap } from '@/components/forms/spam-trap.client'
import { useLazySchemaForm, type FormSchema } from '@/components/forms/use-lazy-schema-form'
import { usePublicFormSubmit } from '@/components/forms/use-public-form-submit'
import { Button } from '@/components/ui/button'
import { PRAYER_SENT_MESSAGE, PRAYER_VISIBILITIES } from '@/lib/prayer/prayer-options'
import type { PrayerRequestBody } from '@/lib/schemas/prayer-requests'

import { PrayerChoices } from './prayer-choices'
import { PrivacyNote } from '@/components/forms/privacy-note'

const FIELDS = [
  'anonymous',
  'name',
  'email',
  'request',
  'visibility',
  'urgent',
] as const satisfies readonly (keyof PrayerRequestBody)[]

/** The endpoint's schema plus its one rule across fields (a name unless anonymous). */
const loadSchema = async (): Promise<FormSchema<PrayerRequestBody>> => {
  const { prayerNameProblem, prayerRequestBodySchema } =
    await import('@/lib/schemas/prayer-requests')
  return {
    safeParse: (data) => {
      const parsed = prayerRequestBodySchema.safeParse(data)
      const nameProblem = prayerNameProblem(data as PrayerRequestBody)
      if (!nameProblem) return parsed
      const issues = parsed.success ? [] : parsed.error.issues
      return {
        success: false,
        error: { issues: [{ path: ['name'], message: nameProblem }, ...issues] },
      }
    },
  }
}

/** The prayer request form on /prayer (docs/prayer.md). */
export const PrayerForm = ({ wallDays }: { wallDays: number }) => {
  const trap = useSpamTrap()
  const send = usePublicFormSubmit<PrayerRequestBody>({
    url: '/api/prayer-requests',
    success: { title: 'Prayer Request Sent', description: PRAYER_SENT_MESSAGE },
    fallbackError: 'Failed to send your prayer request. Please try again.',
    extraFields: trap.fields,
    onSuccess: () => form.reset(),
  })
  const form = useLazySchemaForm({
    fields: FIELDS,
    checkboxes: ['anonymous', 'urgent'],
    loadSchema,
    onValid: send.mutate,
  })
  const { errors } = form
  return (
    <form {...form.formProps} className="space-y-4">
      <SpamTrapField id="prayer-website" inputRef={trap.honeypot} />
      <TextInput
        id="prayer-name"
        label="Your name"
        autoComplete="name"
        error={errors.name}
        name="name"
      />
      <TextInput
        id="prayer-email"
        label="Email (optional, if you would like us to reply)"
        type="email"
        autoComplete="email"
        error={errors.email}
        name="email"
      />
      <TextareaField
        id="prayer-request"
        label="Your prayer request"
        error={errors.request}
        name="request"
      />
      <PrayerChoices
        visibilities={PRAYER_VISIBILITIES}
        visibilityError={errors.visibility}
        wallDays={wallDays}
      />
      <Button type="submit" variant="cta" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Prayer Request'}
      </Button>
      <PrivacyNote />
    </form>
  )
}
