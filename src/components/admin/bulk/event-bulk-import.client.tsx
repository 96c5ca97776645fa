'use client'

import { apiJson } from '@/lib/api/api-request'
import { bulkMessages } from '@/lib/bulk/bulk-messages'
import { EVENT_TSV_COLUMNS, parseEventTsv } from '@/lib/bulk/event-tsv'
import { countOf } from '@/lib/format-count'

import { useAdminMutation } from '../use-admin-mutation'
import { BulkTextForm } from './bulk-text-form.client'
import { bulkResultToast, type BulkResult } from './bulk-result'
import { useBulkText } from './use-bulk-text'

/**
 * Import events from pasted tab-delimited text in a fixed column order
 * (docs/requirements/dashboard.md).
 */
export const EventBulkImport = () => {
  const pasted = useBulkText()
  const importEvents = useAdminMutation({
    mutationFn: (data: Record<string, unknown>[]) =>
      apiJson<BulkResult>('POST', '/api/admin/events/bulk-import', { data }),
    success: bulkResultToast('Import Complete'),
    invalidates: [['/api/events']],
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
      onSubmit={() => {
        const rows = pasted.parse(parseEventTsv)
        if (!rows) return
        if (rows.length === 0) return pasted.fail(bulkMessages.noValidEvents)
        importEvents.mutate(rows)
      }}
    />
  )
}
