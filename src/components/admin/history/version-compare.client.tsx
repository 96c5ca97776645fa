'use client'

import { useQuery } from '@tanstack/react-query'

import { Badge } from '@/components/ui/badge'
import { apiJson } from '@/lib/api/api-request'
import { sameValue } from '@/lib/history/same-value'
import type { VersionDetail, VersionSummary } from '@/lib/schemas/history'

import { useChurchTimeZone } from '../church-time-zone.client'
import type { FieldSpec } from '../content/resources'
import { QueryState } from '../ui/query-state'
import { fieldLabel, fieldOrder, valueInWords } from './values-in-words'
import { versionShortly } from './version-in-words'

type Props = {
  versionsPath: string
  /** The two picked, older first. */
  pair: readonly [VersionSummary, VersionSummary]
  fields: readonly FieldSpec[]
  /** One page of the page texts. */
  part?: string
}

const useVersion = (versionsPath: string, id: number, part?: string) =>
  useQuery<VersionDetail>({
    queryKey: [versionsPath, id, part],
    queryFn: () =>
      apiJson<VersionDetail>('GET', `${versionsPath}/${id}${part ? `?part=${part}` : ''}`),
  })

/**
 * Two versions side by side, field by field: the label, the older value, the newer one. A
 * changed row says "Changed" in words (and is shaded); values are in words, never as stored. On a
 * phone each field is a card (label, then each version's value under its name).
 */
export const VersionCompare = ({ versionsPath, pair, fields, part }: Props) => {
  const timeZone = useChurchTimeZone()
  const [older, newer] = pair
  const a = useVersion(versionsPath, older.id, part)
  const b = useVersion(versionsPath, newer.id, part)
  const headings = [
    `Older: ${versionShortly(older, timeZone)}`,
    `Newer: ${versionShortly(newer, timeZone)}`,
  ]
  return (
    <QueryState
      isLoading={a.isLoading || b.isLoading}
      error={a.error ?? b.error}
      what="the versions"
    >
      {a.data && b.data ? (
        <div className="sm:overflow-x-auto">
          <table className="block w-full text-left text-sm sm:table">
            <caption className="mb-2 text-left font-semibold">
              Comparing two versions; changed fields are marked “Changed”
            </caption>
            <thead className="hidden border-b border-slate-300 sm:table-header-group">
              <tr>
                <th scope="col" className="px-2 py-2">
                  Field
                </th>
                <th scope="col" className="px-2 py-2">
                  {headings[0]}
                </th>
                <th scope="col" className="px-2 py-2">
                  {headings[1]}
                </th>
              </tr>
            </thead>
            <tbody className="block space-y-2 sm:table-row-group sm:space-y-0">
              {fieldOrder(fields, Object.keys(a.data.fields)).map((name) => {
                const changed = !sameValue(a.data.fields[name], b.data.fields[name])
                return (
                  <tr
                    key={name}
                    className={`block rounded border border-slate-200 p-2 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:p-0 ${
                      changed ? 'bg-amber-50' : ''
                    }`}
                  >
                    <th
                      scope="row"
                      className="block px-2 py-1 font-semibold sm:table-cell sm:align-top"
                    >
                      {fieldLabel(fields, name)}
                      {changed ? <Badge className="ml-2">Changed</Badge> : null}
                    </th>
                    {[a.data, b.data].map((version, index) => (
                      <td
                        key={version.id}
                        className="block px-2 py-1 break-words whitespace-pre-line sm:table-cell sm:align-top"
                      >
                        <span className="block text-xs font-semibold text-slate-700 sm:hidden">
                          {headings[index]}
                        </span>
                        {valueInWords(fields, name, version.fields, timeZone, version.related)}
                      </td>
                    ))}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </QueryState>
  )
}
