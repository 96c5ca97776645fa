'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { formatDateAndTime } from '@/lib/format-date'
import { RETENTION_RULES, retentionInWords } from '@/lib/privacy/retention-rules'
import { privacySettingsBodySchema } from '@/lib/schemas/privacy-settings'

import { FieldGrid } from '../content/field-grid.client'
import type { FieldSpec } from '../content/resources'
import { showServerFieldErrors } from '../content/server-field-errors'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminMutation } from '../use-admin-mutation'

const SETTINGS_PATH = '/api/admin/privacy-settings'

type Saved = Record<string, unknown> & {
  lastRetentionRun: { at: string; result: string } | null
}

/** Each period as a picker in words ("6 months", "2 years", "90 days"), never a number box. */
const PERIOD_FIELDS: FieldSpec[] = RETENTION_RULES.map((rule) => ({
  name: rule.name,
  label: `${rule.label}: keep for`,
  kind: 'select',
  options: rule.choices.map(String),
  optionLabels: Object.fromEntries(
    rule.choices.map((choice) => [String(choice), retentionInWords(choice, rule.unit)]),
  ),
  hint: `Counted ${rule.counted}.`,
}))

const OTHER_FIELDS: FieldSpec[] = [
  {
    name: 'privacyMode',
    label: 'Privacy mode: load Google Maps only when a visitor presses "Show map"',
    kind: 'checkbox',
  },
  {
    name: 'pageText',
    label: 'Your own paragraphs for the privacy page',
    kind: 'textarea',
    hint: 'Shown under what the site writes itself; an empty line starts a new paragraph.',
  },
]

const toFormValues = (saved: Saved) => ({
  ...Object.fromEntries(RETENTION_RULES.map(({ name }) => [name, String(saved[name])])),
  privacyMode: Boolean(saved.privacyMode),
  pageText: saved.pageText ?? '',
})

/** When the daily clean-up last ran and what it did, in words. */
const LastRun = ({ run }: { run: Saved['lastRetentionRun'] }) => (
  <div className="text-sm text-slate-700">
    {run ? (
      <>
        <p>The daily clean-up last ran on {formatDateAndTime(run.at)}:</p>
        <ul className="mt-1 list-disc pl-5">
          {run.result.split('\n').map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </>
    ) : (
      <p>The daily clean-up has not run yet; it runs every night at 3:30 AM.</p>
    )}
  </div>
)

const PrivacySettingsForm = ({ saved }: { saved: Saved }) => {
  const idPrefix = useId()
  const { register, handleSubmit, setError, formState } = useForm<Record<string, unknown>>({
    resolver: zodResolver(privacySettingsBodySchema) as unknown as Resolver<
      Record<string, unknown>
    >,
    defaultValues: toFormValues(saved),
  })
  const save = useAdminMutation({
    mutationFn: (values: Record<string, unknown>) => apiJson('PUT', SETTINGS_PATH, values),
    success: { title: 'Success', description: 'Privacy settings saved' },
    invalidates: [[SETTINGS_PATH]],
    onError: showServerFieldErrors(setError),
  })
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => save.mutate(values))}
      className="mt-4 space-y-6"
    >
      <fieldset className="rounded border border-slate-200 p-4">
        <legend className="px-1 text-lg font-semibold">How long personal data is kept</legend>
        <FieldGrid
          idPrefix={idPrefix}
          fields={PERIOD_FIELDS}
          register={register}
          errors={formState.errors}
        />
        <div className="mt-4">
          <LastRun run={saved.lastRetentionRun} />
        </div>
      </fieldset>
      <FieldGrid
        idPrefix={idPrefix}
        fields={OTHER_FIELDS}
        register={register}
        errors={formState.errors}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save Privacy Settings'}
      </Button>
    </form>
  )
}

/** The Settings tab's Privacy section (docs/privacy.md). */
export const PrivacySettingsPanel = () => {
  const settings = useQuery<Saved>({ queryKey: [SETTINGS_PATH] })
  return (
    <section className={card} aria-labelledby="privacy-settings-heading">
      <h2 id="privacy-settings-heading" className="text-xl font-semibold">
        Privacy
      </h2>
      <QueryState isLoading={settings.isLoading} error={settings.error} what="the privacy settings">
        {settings.data ? <PrivacySettingsForm saved={settings.data} /> : null}
      </QueryState>
    </section>
  )
}
