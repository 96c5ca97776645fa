'use client'

import { useQuery } from '@tanstack/react-query'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import { formatFileSize } from '@/lib/uploads/sermon-file-rules'
import type { StorageReport } from '@/server/sermon-files/storage-usage'

import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { useAdminMutation } from '../use-admin-mutation'

const STORAGE_PATH = '/api/admin/storage'

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`

/**
 * The storage line (docs/uploads.md): what sermon audio, documents and images take, and the
 * hosted files no sermon refers to any more, with one button to delete them.
 */
export const StorageLine = () => {
  const report = useQuery({
    queryKey: [STORAGE_PATH],
    queryFn: () => apiJson<StorageReport>('GET', STORAGE_PATH),
  })
  const sweep = useAdminMutation({
    mutationFn: () => apiJson<{ removed: number }>('DELETE', `${STORAGE_PATH}/orphans`),
    success: ({ removed }) => ({
      title: 'Deleted',
      description: `${plural(removed, 'unused file')} deleted`,
    }),
    invalidates: [[STORAGE_PATH]],
  })
  const data = report.data
  const orphanBytes = data?.orphans.reduce((total, orphan) => total + orphan.bytes, 0) ?? 0
  return (
    <section className={card} aria-labelledby="storage-heading">
      <h2 id="storage-heading" className="text-xl font-semibold">
        Storage
      </h2>
      <QueryState isLoading={report.isLoading} error={report.error} what="the storage">
        {data ? (
          <>
            <p className="mt-2 text-slate-800">
              Audio {formatFileSize(data.audio.bytes)} ({plural(data.audio.files, 'file')}) ·
              Documents {formatFileSize(data.documents.bytes)} (
              {plural(data.documents.files, 'file')}) · Images {formatFileSize(data.images.bytes)} (
              {plural(data.images.files, 'file')})
            </p>
            {data.orphans.length ? (
              <div className="mt-3">
                <p className="text-sm text-slate-700">
                  {plural(data.orphans.length, 'file')} ({formatFileSize(orphanBytes)}) no sermon
                  uses any more: replaced recordings and documents of deleted sermons.
                </p>
                <Button
                  variant="danger"
                  className="mt-2"
                  disabled={sweep.isPending}
                  onClick={() => sweep.mutate()}
                >
                  Delete unused files
                </Button>
              </div>
            ) : (
              <p className="mt-1 text-sm text-slate-700">Every stored file is in use.</p>
            )}
          </>
        ) : null}
      </QueryState>
    </section>
  )
}
