'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import type { HistoryGlobal } from '@/lib/history/history-globals'

import type { FieldSpec } from '../content/resources'
import { Modal } from '../ui/modal.client'
import { HistoryBody } from './history-dialog.client'

type Props = {
  global: HistoryGlobal
  /** What the history is of, as the form is headed: "Service times", "About". */
  title: string
  fields: readonly FieldSpec[]
  /** The form's read, refetched after a restore so it opens on what was restored. */
  formKey: unknown[]
  /** One page of the page texts. */
  part?: string
  /** After a restore, once the form's read is fresh: the form opens again on it. */
  onRestored: () => void
}

/**
 * A global form's History button and dialog: the same list, compare and restore as a sermon's
 * (history-dialog.client.tsx), of the settings, the service times or one page's texts.
 */
export const GlobalHistoryButton = ({
  global,
  title,
  fields,
  formKey,
  part,
  onRestored,
}: Props) => {
  const [open, setOpen] = useState(false)
  const queryClient = useQueryClient()
  // The form took its values when it opened: it opens again once the restored values are read.
  const reopenForm = () =>
    void queryClient.refetchQueries({ queryKey: formKey }).then(onRestored, onRestored)
  return (
    <>
      <Button
        type="button"
        variant="secondary"
        aria-label={`History of ${title}`}
        onClick={() => setOpen(true)}
      >
        History
      </Button>
      <Modal open={open} title={`History of ${title}`} onClose={() => setOpen(false)} size="lg">
        {open ? (
          <HistoryBody
            versionsPath={`/api/admin/globals/${global}/versions`}
            part={part}
            fields={fields}
            refetch={[formKey]}
            onRestored={reopenForm}
          />
        ) : null}
      </Modal>
    </>
  )
}
