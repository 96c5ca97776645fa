'use client'

import { useState } from 'react'

import { apiJson } from '@/lib/api/api-request'
import { bulkMessages } from '@/lib/bulk/bulk-messages'
import { EVENT_TSV_COLUMNS, parseEventTsv } from '@/lib/bulk/event-tsv'
import { countOf } from '@/lib/format-count'

import { changedBySave } from '../content/changed-by-save'
import { eventResource } from '../content/resources'
import { useAdminMutation } from '../use-admin-mutation'
import { AsDraftsCheckbox } from './as-drafts-checkbox.client'
import { BulkTextForm } from './bulk-text-form.client'
import { bulkResultToast, type BulkResult } from './bulk-result'
import { useBulkText } from './use-bulk-text'

/**
 * Import events from pasted tab-delimited text in a fixed column order
 * (docs/requirements/dashboard.md).
 */
export const EventBulkImport = () => {
  const pasted = useBulkText()
  const [asDrafts, setAsDrafts] = useState(false)
  const importEvents = useAdminMutation({
    // Left out unless ticked: the body is the spec's, and publishes as before.
    mutationFn: (data: Record<string, unknown>[]) =>
      apiJson<BulkResult>('POST', '/api/admin/events/bulk-import', {
        data,
        ...(asDrafts ? { asDrafts } : {}),
      }),
    success: bulkResultToast('Import Complete'),
    // The staff list (drafts included) as well as the public one.
    invalidates: [['/api/events'], ...changedBySave(eventResource)],
    onSuccess: pasted.clear,
  })
  const rowCount = pasted.text.trim() ? pasted.text.trim().split(/\r?\n/).length : 0

  return (
    <BulkTextForm
      id="event-bulk-import"
      title="Import events"
      label="Tab-delimited event data"
      help={
        <p>
          Paste rows copied from a spreadsheet, or an exported file, with the columns in this order:{' '}
          {EVENT_TSV_COLUMNS.join(', ')}. Dates are YYYY-MM-DD and times HH:MM. Rows without a title
          are left out. All rows are saved, or none.
        </p>
      }
      text={pasted.text}
      onTextChange={pasted.setText}
      problem={pasted.problem}
      submitLabel="Import Events"
      pending={importEvents.isPending}
      progressLabel={`Importing ${countOf(rowCount, 'event row')}...`}
      options={
        <AsDraftsCheckbox
          id="event-bulk-import-drafts"
          checked={asDrafts}
          onChange={setAsDrafts}
          what="events"
        />
      }
      onSubmit={() => {
        const rows = pasted.parse(parseEventTsv)
        if (!rows) return
        if (rows.length === 0) return pasted.fail(bulkMessages.noValidEvents)
        importEvents.mutate(rows)
      }}
    />
  )
}
