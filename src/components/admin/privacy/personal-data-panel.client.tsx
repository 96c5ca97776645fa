'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { buttonClasses } from '@/components/ui/styles'
import { TextField } from '@/components/ui/text-field'
import { apiJson } from '@/lib/api/api-request'
import { countOf } from '@/lib/format-count'

import { ConfirmDialog } from '../ui/confirm-dialog.client'
import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminMutation } from '../use-admin-mutation'
import { StoredRow } from './stored-row'

type Found = {
  email: string
  sections: { collection: string; label: string; rows: Record<string, unknown>[] }[]
}

const foundPath = (email: string) => `/api/admin/personal-data?email=${encodeURIComponent(email)}`

/**
 * "One person's data" (GDPR articles 15 and 17, docs/privacy.md): an admin enters an address,
 * sees every row stored about it, downloads them as one file, and erases them after a
 * confirmation that names how many rows go.
 */
export const PersonalDataPanel = () => {
  const [typed, setTyped] = useState('')
  const [email, setEmail] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const found = useQuery<Found>({
    queryKey: [email ? foundPath(email) : ''],
    enabled: Boolean(email),
  })
  const total = found.data?.sections.reduce((sum, section) => sum + section.rows.length, 0) ?? 0
  const erase = useAdminMutation({
    mutationFn: (address: string) =>
      apiJson<{ message: string }>('POST', '/api/admin/personal-data/erase', {
        email: address,
        confirm: address,
      }),
    success: (answer) => ({ title: 'Erased', description: answer.message }),
    invalidates: email ? [[foundPath(email)]] : [],
    onSuccess: () => setConfirming(false),
  })

  return (
    <section className={card} aria-labelledby="personal-data-heading">
      <h2 id="personal-data-heading" className="text-xl font-semibold">
        One person’s data
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        When someone asks what the website holds about them, or asks for it to be erased.
      </p>
      <form
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault()
          if (typed.trim()) setEmail(typed.trim().toLowerCase())
        }}
      >
        <div className="flex-1">
          <label htmlFor="personal-data-email" className="block text-sm font-medium">
            Their email address
          </label>
          <TextField
            id="personal-data-email"
            type="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <Button type="submit">Find</Button>
      </form>
      {email ? (
        <QueryState isLoading={found.isLoading} error={found.error} what="the stored data">
          {found.data ? (
            <div className="mt-4 space-y-4">
              <p role="status" className="font-medium">
                {total === 0
                  ? `Nothing is stored about ${found.data.email}.`
                  : `${countOf(total, 'row')} stored about ${found.data.email}.`}
              </p>
              {found.data.sections
                .filter((section) => section.rows.length > 0)
                .map((section) => (
                  <section
                    key={section.collection}
                    aria-label={section.label}
                    className="space-y-2"
                  >
                    <h3 className="font-semibold">
                      {section.label} ({section.rows.length})
                    </h3>
                    {section.rows.map((row, index) => (
                      <div key={index} className="rounded border border-slate-200 p-3">
                        <StoredRow row={row} />
                      </div>
                    ))}
                  </section>
                ))}
              {total > 0 ? (
                <div className="flex flex-wrap gap-3">
                  {/* A plain link: the browser downloads the file with the staff session's cookie. */}
                  <a
                    className={buttonClasses.secondary}
                    href={`${foundPath(email)}&download=1`}
                    download
                  >
                    Export JSON
                  </a>
                  <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
                    Erase…
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </QueryState>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Erase this person’s data?"
        message={`Erase ${countOf(total, 'row')} stored about ${email ?? ''}? Messages, visit requests and registrations stay as anonymous rows so the counts keep; everything else is deleted. This cannot be undone, and the erasure is recorded.`}
        confirmLabel={`Erase ${countOf(total, 'row')}`}
        pending={erase.isPending}
        onConfirm={() => email && erase.mutate(email)}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}
