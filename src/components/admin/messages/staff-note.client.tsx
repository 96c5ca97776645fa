'use client'

import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { labelClass } from '@/components/ui/styles'
import { Textarea } from '@/components/ui/textarea'
import { apiJson } from '@/lib/api/api-request'
import type { EmailDeliveryKind } from '@/lib/email-delivery'
import { STAFF_NOTE_MAX_LENGTH } from '@/lib/schemas/admin-writes'

import { useAdminMutation } from '../use-admin-mutation'

type Props = {
  kind: EmailDeliveryKind
  id: number
  note: string | null | undefined
  /** Who the item is from, so each "Save note" button says whose note it saves. */
  from: string
}

/** Staff's own note on a message or visit request: typed here, saved with "Save note". */
export const StaffNote = ({ kind, id, note, from }: Props) => {
  const fieldId = useId()
  const [draft, setDraft] = useState(note ?? '')
  const save = useAdminMutation({
    mutationFn: (staffNote: string) =>
      apiJson('PUT', `/api/admin/${kind}/${id}/staff-note`, { staffNote }),
    success: { title: 'Success', description: 'Note saved' },
    invalidates: [[`/api/admin/${kind}`]],
  })
  const unchanged = draft.trim() === (note ?? '')
  return (
    <div className="mt-3">
      <label htmlFor={fieldId} className={labelClass}>
        Staff note <span className="font-normal text-slate-700">(only staff see it)</span>
      </label>
      <Textarea
        id={fieldId}
        rows={2}
        maxLength={STAFF_NOTE_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button
        variant="small"
        className="mt-2"
        disabled={unchanged || save.isPending}
        onClick={() => save.mutate(draft)}
        aria-label={`Save note: ${from}`}
      >
        {save.isPending ? 'Saving…' : 'Save note'}
      </Button>
    </div>
  )
}
