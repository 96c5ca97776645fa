'use client'

import { globalPreviewAddress } from '@/lib/schemas/preview'
import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useId } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { apiJson } from '@/lib/api/api-request'
import { useCurrentUser } from '@/lib/api/use-current-user'
import { MAIL_TRANSPORT_FIELDS } from '@/lib/site-config'
import { siteConfigBodySchema } from '@/lib/schemas/admin-writes'
import type { PublishingState } from '@/lib/schemas/publishing'

import { useChurchTimeZone } from '../church-time-zone.client'
import { FormField } from '../content/form-field.client'
import { GlobalDraftActions, type GlobalChoice } from '../pages/global-draft-actions.client'
import { previewAfterDraftSave } from '../pages/preview-after-draft-save'
import { savedToast } from '../pages/saved-toast'
import { MailTransportSummary } from './mail-transport-summary'
import { SendTestEmail } from './send-test-email.client'
import { showServerFieldErrors } from '../content/server-field-errors'
import { useAdminMutation } from '../use-admin-mutation'
import { PUBLISHED_SITE_CONFIG_KEY, SITE_CONFIG_KEY } from './site-config-keys'
import { SITE_CONFIG_FIELDS, SITE_CONFIG_GROUPS } from './site-config-fields'

type Values = Record<string, unknown>

/** The saved settings as form values: '' for unset text, and never a password. */
const toFormValues = (saved: Values): Values =>
  Object.fromEntries(
    SITE_CONFIG_FIELDS.map(({ name, kind }) => [
      name,
      name === 'smtpPassword'
        ? ''
        : kind === 'checkbox'
          ? Boolean(saved[name])
          : (saved[name] ?? ''),
    ]),
  )

const isTransportField = (name: string) =>
  (MAIL_TRANSPORT_FIELDS as readonly string[]).includes(name)

type Props = {
  saved: Values
  /** The settings' state as the staff read sent it. */
  publishing?: PublishingState
}

export const SettingsForm = ({ saved, publishing }: Props) => {
  const canEditTransport = useCurrentUser().user?.role === 'superuser'
  const idPrefix = useId()
  const router = useRouter()
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<Values>({
    resolver: zodResolver(siteConfigBodySchema) as unknown as Resolver<Values>,
    defaultValues: toFormValues(saved),
  })
  const timeZone = useChurchTimeZone()
  const save = useAdminMutation({
    mutationFn: ({ values, choice }: { values: Values; choice: GlobalChoice }) =>
      apiJson('PUT', '/api/admin/site-config', { ...values, ...choice }),
    success: (_data, { choice }) =>
      savedToast(choice, 'Site configuration updated successfully', timeZone),
    invalidates: [SITE_CONFIG_KEY, PUBLISHED_SITE_CONFIG_KEY],
    onSuccess: () => {
      // The password box empties again: the saved one stays unless someone types a new one.
      setValue('smtpPassword', '')
      // The dashboard's own colours and name come from the server layout: redraw it.
      router.refresh()
    },
    onError: showServerFieldErrors(setError),
  })

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate({ values, choice: { status: 'published' } }))}
      className="mt-4 space-y-6"
    >
      {SITE_CONFIG_GROUPS.map((group) => (
        <fieldset key={group.legend} className="rounded border border-slate-200 p-4">
          <legend className="px-1 text-lg font-semibold">{group.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {group.fields
              .filter((field) => canEditTransport || !isTransportField(field.name))
              .map((field) => (
                <FormField
                  key={field.name}
                  idPrefix={idPrefix}
                  field={field}
                  register={register}
                  errors={formState.errors}
                  control={control}
                  setValue={setValue}
                />
              ))}
            {group.legend === 'Email' && !canEditTransport ? (
              <MailTransportSummary saved={saved} />
            ) : null}
          </div>
          {group.legend === 'Email' ? (
            <>
              {canEditTransport ? (
                <p className="mt-3 text-sm text-slate-700">
                  {saved.smtpPasswordSet
                    ? 'An SMTP password is saved.'
                    : 'No SMTP password is saved.'}
                </p>
              ) : null}
              <SendTestEmail />
            </>
          ) : null}
        </fieldset>
      ))}
      <GlobalDraftActions
        idPrefix={idPrefix}
        publishing={publishing}
        publishLabel="Save Settings"
        previewHref={globalPreviewAddress('site-config')}
        pending={save.isPending}
        onSave={(choice) => handleSubmit((values) => save.mutate({ values, choice }))()}
        dirty={formState.isDirty}
        onSaveAndPreview={(href) =>
          previewAfterDraftSave(href, handleSubmit, (values, done) =>
            save.mutate({ values, choice: { status: 'draft' } }, done),
          )
        }
      />
    </form>
  )
}
