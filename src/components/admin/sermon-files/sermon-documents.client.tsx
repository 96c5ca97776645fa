'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import {
  MAX_DOCUMENTS_PER_SERMON,
  MAX_LABEL_LENGTH,
  formatFileSize,
} from '@/lib/uploads/sermon-file-rules'

import type { SermonFile } from '../../../../payload-types'
import { inputClass } from '../ui/styles'
import { useAdminMutation } from '../use-admin-mutation'
import { UploadProgress } from './upload-progress.client'
import { useResumableUpload } from './use-resumable-upload'

/** A sermon's PDFs (notes, slides, bulletin): the list with sizes, remove, and add with a label. */
export const SermonDocuments = ({ sermonId }: { sermonId: number }) => {
  const id = useId()
  const filesPath = `/api/admin/sermons/${sermonId}/files`
  const queryClient = useQueryClient()
  const files = useQuery({
    queryKey: [filesPath],
    queryFn: () => apiJson<SermonFile[]>('GET', filesPath),
  })
  const documents = (files.data ?? []).filter((file) => file.kind === 'document')
  const [label, setLabel] = useState('')
  const [name, setName] = useState('')
  const refresh = () => queryClient.invalidateQueries({ queryKey: [filesPath] })
  const upload = useResumableUpload(() => {
    setLabel('')
    void refresh()
  })
  const remove = useAdminMutation({
    mutationFn: (fileId: number) => apiJson('DELETE', `/api/admin/sermon-files/${fileId}`),
    success: { title: 'Removed', description: 'The document was removed' },
    invalidates: [[filesPath]],
  })
  const busy = upload.state.status === 'uploading' || upload.state.status === 'paused'
  const full = documents.length >= MAX_DOCUMENTS_PER_SERMON
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-medium">
        Documents (up to {MAX_DOCUMENTS_PER_SERMON} PDFs of 50 MB)
      </h3>
      {documents.length ? (
        <ul className="mt-2 divide-y divide-slate-200 rounded border border-slate-200">
          {documents.map((file) => (
            <li key={file.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <span>
                {file.label} <span className="text-slate-600">({formatFileSize(file.bytes)})</span>
              </span>
              <Button
                variant="smallDanger"
                disabled={remove.isPending}
                onClick={() => remove.mutate(file.id)}
                aria-label={`Remove ${file.label}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-700">No documents yet.</p>
      )}
      {full ? null : (
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-label`} className="block text-sm font-medium">
              Document label
            </label>
            <input
              id={`${id}-label`}
              className={inputClass}
              value={label}
              maxLength={MAX_LABEL_LENGTH}
              placeholder="Sermon notes"
              disabled={busy}
              onChange={(event) => setLabel(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-file`} className="block text-sm font-medium">
              PDF to add
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept="application/pdf,.pdf"
              disabled={busy || !label.trim()}
              className={inputClass}
              onChange={(event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (!file) return
                setName(file.name)
                upload.start(file, {
                  kind: 'document',
                  sermonId: String(sermonId),
                  label: label.trim(),
                })
              }}
            />
            {label.trim() ? null : (
              <p className="mt-1 text-xs text-slate-700">Give the document a label first.</p>
            )}
          </div>
        </div>
      )}
      <UploadProgress
        name={name}
        state={upload.state}
        onPause={upload.pause}
        onResume={upload.resume}
        onCancel={upload.cancel}
      />
    </section>
  )
}
