'use client'

import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import type { PublishingChoice } from '@/lib/schemas/publishing'
import type { VersionSummary } from '@/lib/schemas/history'

import { useChurchTimeZone } from '../church-time-zone.client'
import { useAdminMutation } from '../use-admin-mutation'
import { versionShortly } from './version-in-words'

type Props = {
  versionsPath: string
  version: VersionSummary
  /** What a restore changes: the tab's list and the history itself. */
  invalidates: unknown[][]
  onDone: () => void
  /** The page of the page texts to restore (the others stay as they are). */
  part?: string
  /** Told after a restore (not a cancel): a global's form opens again on what was restored. */
  onRestored?: () => void
}

/**
 * "Restore this version", as a draft (the website keeps what it shows until someone publishes)
 * or published at once. Draft is the default: nothing goes live by accident.
 */
export const RestoreChoice = ({
  versionsPath,
  version,
  invalidates,
  onDone,
  part,
  onRestored,
}: Props) => {
  const timeZone = useChurchTimeZone()
  const name = useId()
  const [status, setStatus] = useState<PublishingChoice>('draft')
  const restore = useAdminMutation({
    mutationFn: () =>
      apiJson<{ message: string }>('POST', `${versionsPath}/${version.id}/restore`, {
        status,
        ...(part ? { part } : {}),
      }),
    success: (data) => ({ title: 'Success', description: data.message }),
    invalidates,
    onSuccess: () => {
      onRestored?.()
      onDone()
    },
  })
  return (
    <section
      aria-labelledby={`${name}-heading`}
      className="mt-4 rounded border border-slate-300 bg-slate-50 p-4"
    >
      <h3 id={`${name}-heading`} className="font-semibold">
        Restore the version: {versionShortly(version, timeZone)}
      </h3>
      <fieldset className="mt-2 space-y-1">
        <legend className="text-sm">Its fields replace the current ones. Restore it</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={status === 'draft'}
            onChange={() => setStatus('draft')}
          />
          as a draft (the website is unchanged until it is published)
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={name}
            checked={status === 'published'}
            onChange={() => setStatus('published')}
          />
          and publish (the website shows it at once)
        </label>
      </fieldset>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" disabled={restore.isPending} onClick={() => restore.mutate()}>
          {restore.isPending ? 'Restoring...' : 'Restore this version'}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone} disabled={restore.isPending}>
          Cancel
        </Button>
      </div>
    </section>
  )
}
