'use client'

import { useQuery } from '@tanstack/react-query'
import {
  get,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormSetValue,
} from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { labelClass } from '@/components/ui/styles'
import { TextField } from '@/components/ui/text-field'
import { apiJson } from '@/lib/api/api-request'
import type { LeaderAccount } from '@/lib/schemas/groups'

import type { LeaderRow } from './group-resource'

export const LEADER_ACCOUNTS_PATH = '/api/admin/leader-accounts'

type Props = {
  id: string
  control: Control<Record<string, unknown>>
  setValue: UseFormSetValue<Record<string, unknown>>
  errors: FieldErrors<Record<string, unknown>>
}

const accountWords = ({ name, email }: LeaderAccount) => (name ? `${name} (${email})` : email)

const messageAt = (errors: Props['errors'], path: string) =>
  (get(errors, path) as { message?: string } | undefined)?.message

/** One message under a control, tied to it by id (aria-describedby). */
const FieldError = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null

/**
 * A group's leaders (docs/groups.md): each row is an account picked from the list, or a name and
 * an email typed in for someone without one. The server's messages land on their row
 * (leaders.0.name), so staff see which leader to fix.
 */
export const LeadersEditor = ({ id, control, setValue, errors }: Props) => {
  const rows = ((useWatch({ control, name: 'leaders' }) as LeaderRow[] | undefined) ?? []).slice()
  const accounts = useQuery({
    queryKey: [LEADER_ACCOUNTS_PATH],
    queryFn: () => apiJson<LeaderAccount[]>('GET', LEADER_ACCOUNTS_PATH),
  })
  const write = (next: LeaderRow[]) => setValue('leaders', next, { shouldDirty: true })
  const change = (index: number, patch: Partial<LeaderRow>) =>
    write(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)))
  const listError = messageAt(errors, 'leaders')

  return (
    <fieldset className="space-y-3 rounded border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Leaders</legend>
      <p className="text-sm text-slate-700">
        Pick a leader’s account, or type a name and email for someone without one. Visitors see
        leaders’ names only, never their email.
      </p>
      {rows.length === 0 ? <p className="text-sm">No leaders yet.</p> : null}
      {rows.map((row, index) => {
        const rowId = `${id}-${index}`
        const number = index + 1
        const nameError = messageAt(errors, `leaders.${index}.name`)
        const emailError = messageAt(errors, `leaders.${index}.email`)
        const userError = messageAt(errors, `leaders.${index}.user`)
        return (
          <div
            key={index}
            role="group"
            aria-label={`Leader ${number}`}
            className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-2"
          >
            <div className="sm:col-span-2">
              <label htmlFor={`${rowId}-user`} className={labelClass}>
                Leader {number}: account
              </label>
              <Select
                id={`${rowId}-user`}
                value={row.user ? String(row.user) : ''}
                aria-invalid={Boolean(userError) || (Boolean(nameError) && Boolean(row.user))}
                aria-describedby={userError ? `${rowId}-user-error` : undefined}
                onChange={(event) =>
                  change(
                    index,
                    event.target.value
                      ? { user: Number(event.target.value), name: '', email: '' }
                      : { user: null },
                  )
                }
              >
                <option value="">No account: type a name and email</option>
                {(accounts.data ?? []).map((account) => (
                  <option key={account.id} value={account.id}>
                    {accountWords(account)}
                  </option>
                ))}
              </Select>
              <FieldError id={`${rowId}-user-error`} message={userError} />
            </div>
            {row.user ? null : (
              <>
                <div>
                  <label htmlFor={`${rowId}-name`} className={labelClass}>
                    Leader {number}: name
                  </label>
                  <TextField
                    id={`${rowId}-name`}
                    value={row.name ?? ''}
                    autoComplete="off"
                    aria-invalid={Boolean(nameError)}
                    aria-describedby={nameError ? `${rowId}-name-error` : undefined}
                    onChange={(event) => change(index, { name: event.target.value })}
                  />
                  <FieldError id={`${rowId}-name-error`} message={nameError} />
                </div>
                <div>
                  <label htmlFor={`${rowId}-email`} className={labelClass}>
                    Leader {number}: email
                  </label>
                  <TextField
                    id={`${rowId}-email`}
                    type="email"
                    value={row.email ?? ''}
                    autoComplete="off"
                    aria-invalid={Boolean(emailError)}
                    aria-describedby={emailError ? `${rowId}-email-error` : undefined}
                    onChange={(event) => change(index, { email: event.target.value })}
                  />
                  <FieldError id={`${rowId}-email-error`} message={emailError} />
                </div>
              </>
            )}
            {row.user && nameError ? (
              <p className="text-sm text-red-700 sm:col-span-2">{nameError}</p>
            ) : null}
            <div className="sm:col-span-2">
              <Button
                type="button"
                variant="smallDanger"
                onClick={() => write(rows.filter((_, at) => at !== index))}
              >
                Remove leader {number}
              </Button>
            </div>
          </div>
        )
      })}
      <Button
        type="button"
        variant="secondary"
        onClick={() => write([...rows, { user: null, name: '', email: '' }])}
      >
        Add leader
      </Button>
      <FieldError id={`${id}-error`} message={listError} />
    </fieldset>
  )
}
