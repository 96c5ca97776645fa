'use client'

import { useState, type FormEvent } from 'react'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiJson } from '@/lib/api/api-request'

import { useAdminMutation } from '../use-admin-mutation'

type Props = { eventId: number; occurrence: string; onAdded: () => void }

/** Staff register someone on their behalf (by phone, at the door), even after closing. */
export const AddRegistrationForm = ({ eventId, occurrence, onAdded }: Props) => {
  const [open, setOpen] = useState(false)
  const add = useAdminMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiJson<{ message: string }>('POST', `/api/admin/events/${eventId}/registrations`, body),
    success: (answer) => ({ title: 'Registration added', description: answer.message }),
    onSuccess: () => {
      setOpen(false)
      onAdded()
    },
  })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    add.mutate({
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      phone: String(data.get('phone') ?? '') || undefined,
      people: Number(data.get('people') ?? 1),
      occurrence,
    })
  }
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Add someone
      </Button>
    )
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded border border-slate-200 p-3 sm:grid-cols-2"
    >
      <label className="text-sm font-medium">
        Name
        <TextField name="name" required />
      </label>
      <label className="text-sm font-medium">
        Email
        <TextField name="email" type="email" required />
      </label>
      <label className="text-sm font-medium">
        Phone (optional)
        <TextField name="phone" type="tel" />
      </label>
      <label className="text-sm font-medium">
        How many people
        <TextField name="people" type="number" min={1} defaultValue={1} />
      </label>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding...' : 'Add registration'}
        </Button>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Close
        </Button>
      </div>
    </form>
  )
}
