'use client'

import { useState } from 'react'

import { apiJson } from '@/lib/api/api-request'
import { parseSermonTsv } from '@/lib/bulk/sermon-tsv'
import { countOf } from '@/lib/format-count'

import { useAdminMutation } from '../use-admin-mutation'
import { changedBySave } from '../content/changed-by-save'
import { sermonResource } from '../content/resources'
import { AsDraftsCheckbox } from './as-drafts-checkbox.client'
import { BulkTextForm } from './bulk-text-form.client'
import { bulkResultToast, type BulkResult } from './bulk-result'
import { useBulkText } from './use-bulk-text'

/**
 * Bulk update sermons from pasted tab-delimited text, matched by id or title and date
 * (docs/requirements/dashboard.md).
 */
export const SermonBulkUpdate = () => {
  const pasted = useBulkText()
  const [asDrafts, setAsDrafts] = useState(false)
  const update = useAdminMutation({
    // Left out unless ticked: the body is the spec's, and publishes as before.
    mutationFn: (data: Record<string, unknown>[]) =>
      apiJson<BulkResult>('POST', '/api/admin/sermons/bulk-update', {
        data,
        ...(asDrafts ? { asDrafts } : {}),
      }),
    success: bulkResultToast('Bulk Update Complete'),
    invalidates: changedBySave(sermonResource),
    onSuccess: pasted.clear,
  })
  const rowCount = pasted.text.trim() ? pasted.text.trim().split(/\r?\n/).length - 1 : 0

  return (
    <BulkTextForm
      id="sermon-bulk-update"
      title="Bulk update sermons"
      label="Tab-delimited sermon data"
      help={
        <p>
          Paste rows copied from a spreadsheet. The first line is the header: id, title, speaker,
          date (YYYY-MM-DD), scripture, series, duration, YouTube URL, audio URL, thumbnail URL,
          description, tags. Rows match sermons by id, or by title and date when there is no id
          column; other rows become new sermons. Empty cells leave a field as it is. All rows are
          saved, or none.
        </p>
      }
      text={pasted.text}
      onTextChange={pasted.setText}
      problem={pasted.problem}
      submitLabel="Update Sermons"
      pending={update.isPending}
      progressLabel={`Updating ${countOf(rowCount, 'sermon row')}...`}
      options={
        <AsDraftsCheckbox
          id="sermon-bulk-update-drafts"
          checked={asDrafts}
          onChange={setAsDrafts}
          what="sermons"
        />
      }
      onSubmit={() => {
        const rows = pasted.parse(parseSermonTsv)
        if (rows) update.mutate(rows)
      }}
    />
  )
}
