'use client'

import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'

import { Button } from '@/components/ui/button'
import { apiJson } from '@/lib/api/api-request'
import type { HistoryCollection } from '@/lib/history/history-collections'
import type { VersionList, VersionSummary } from '@/lib/schemas/history'

import { useChurchTimeZone } from '../church-time-zone.client'
import type { FieldSpec } from '../content/resources'
import { Modal } from '../ui/modal.client'
import { QueryState } from '../ui/query-state'
import { RestoreChoice } from './restore-choice.client'
import { fieldLabel } from './values-in-words'
import { versionInWords } from './version-in-words'
import { VersionCompare } from './version-compare.client'

type Props = {
  collection: HistoryCollection
  item: { id: number; name: string } | null
  fields: readonly FieldSpec[]
  /** The tab's list, refetched after a restore. */
  listPath: string
  onClose: () => void
}

/** Older first, whatever order they were picked in. */
const byAge = (a: VersionSummary, b: VersionSummary) =>
  Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id

/**
 * An item's History: its versions in words, two picked to compare side by side, and "Restore this
 * version" (as a draft or published). Twenty versions a page.
 */
export const HistoryDialog = ({ collection, item, fields, listPath, onClose }: Props) => (
  <Modal
    open={item !== null}
    title={item ? `History of ${item.name}` : 'History'}
    onClose={onClose}
    size="lg"
  >
    {item ? (
      <HistoryBody
        key={item.id}
        versionsPath={`/api/admin/${collection}/${item.id}/versions`}
        fields={fields}
        refetch={[[listPath]]}
      />
    ) : null}
  </Modal>
)

type BodyProps = {
  /** The history's routes: /api/admin/<collection>/<id>/versions or /api/admin/globals/<name>/versions. */
  versionsPath: string
  fields: readonly FieldSpec[]
  /** What a restore changes besides the history: the tab's list or the form's read. */
  refetch: unknown[][]
  /** One page of the page texts: its fields alone are listed and compared, and restored. */
  part?: string
  onRestored?: () => void
}

/** The History dialog's contents, for an item of a collection or a global (global-history.client.tsx). */
export const HistoryBody = ({ versionsPath, fields, refetch, part, onRestored }: BodyProps) => {
  const timeZone = useChurchTimeZone()
  const idPrefix = useId()
  const [page, setPage] = useState(1)
  const [picked, setPicked] = useState<VersionSummary[]>([])
  const [comparing, setComparing] = useState(false)
  const [restoring, setRestoring] = useState<VersionSummary | null>(null)
  const list = useQuery<VersionList>({
    queryKey: [versionsPath, part, 'page', page],
    queryFn: () =>
      apiJson<VersionList>('GET', `${versionsPath}?page=${page}${part ? `&part=${part}` : ''}`),
  })
  const labelOf = (name: string) => fieldLabel(fields, name)
  const isPicked = (version: VersionSummary) => picked.some((one) => one.id === version.id)
  // Two at most: a third pick lets go of the first.
  const toggle = (version: VersionSummary) => {
    setComparing(false)
    setPicked((now) =>
      isPicked(version) ? now.filter((one) => one.id !== version.id) : [...now, version].slice(-2),
    )
  }
  const pair =
    picked.length === 2 ? ([...picked].sort(byAge) as [VersionSummary, VersionSummary]) : null
  const data = list.data
  return (
    <div>
      <p className="text-sm text-slate-700">
        Each save is kept as a version. Pick two to compare them side by side, or restore one.
      </p>
      <QueryState isLoading={list.isLoading} error={list.error} what="the history">
        {data && data.versions.length === 0 ? (
          <p className="mt-3">No saved versions yet: the history starts with the next save.</p>
        ) : null}
        {data && data.versions.length > 0 ? (
          <fieldset className="mt-3">
            <legend className="sr-only">Versions, newest first</legend>
            <ol className="divide-y divide-slate-200">
              {data.versions.map((version, index) => {
                const isFirst = data.page === data.totalPages && index === data.versions.length - 1
                const words = versionInWords(version, timeZone, labelOf, isFirst)
                const inputId = `${idPrefix}-${version.id}`
                return (
                  <li key={version.id} className="flex flex-wrap items-start gap-3 py-2">
                    <input
                      id={inputId}
                      type="checkbox"
                      className="mt-1 h-4 w-4 shrink-0"
                      checked={isPicked(version)}
                      onChange={() => toggle(version)}
                    />
                    <label htmlFor={inputId} className="min-w-0 flex-1 text-sm break-words">
                      {words}
                      {version.latest ? <span className="font-semibold"> (current)</span> : null}
                    </label>
                    <Button
                      type="button"
                      variant="small"
                      aria-label={`Restore the version: ${words}`}
                      onClick={() => setRestoring(version)}
                    >
                      Restore…
                    </Button>
                  </li>
                )
              })}
            </ol>
          </fieldset>
        ) : null}
        {data && data.totalPages > 1 ? (
          <div className="mt-2 flex items-center gap-3 text-sm">
            <Button
              type="button"
              variant="small"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Newer versions
            </Button>
            <span>
              Page {data.page} of {data.totalPages}
            </span>
            <Button
              type="button"
              variant="small"
              disabled={page >= data.totalPages}
              onClick={() => setPage(page + 1)}
            >
              Older versions
            </Button>
          </div>
        ) : null}
      </QueryState>
      {restoring ? (
        <RestoreChoice
          versionsPath={versionsPath}
          part={part}
          onRestored={onRestored}
          version={restoring}
          invalidates={[[versionsPath], ...refetch]}
          onDone={() => {
            setRestoring(null)
            setPicked([])
            setComparing(false)
          }}
        />
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="secondary"
          disabled={!pair}
          onClick={() => setComparing(true)}
        >
          Compare
        </Button>
        <span className="text-sm text-slate-700" aria-live="polite">
          {picked.length === 2
            ? 'Two versions picked.'
            : `Pick ${2 - picked.length} more to compare.`}
        </span>
      </div>
      {comparing && pair ? (
        <div className="mt-4">
          <VersionCompare versionsPath={versionsPath} part={part} pair={pair} fields={fields} />
        </div>
      ) : null}
    </div>
  )
}
