import type { GlobalBeforeChangeHook } from 'payload'

import { ADDRESS_PART_FIELDS, oneLineAddress } from '@/lib/postal-address'

const changed = (data: Record<string, unknown>, before: Record<string, unknown>, field: string) =>
  field in data && (data[field] ?? null) !== (before[field] ?? null)

/**
 * The one-line `address` (what the spec's pages and GET /api/site-config show) is made from the
 * parts. A save that changes only the one line (an older client of PUT /api/admin/site-config)
 * clears the parts instead, so the structured data never describes an address other than the
 * one the pages show (docs/podcast-calendar-seo.md).
 */
export const deriveOneLineAddress: GlobalBeforeChangeHook = ({ data, originalDoc }) => {
  const before = (originalDoc ?? {}) as Record<string, unknown>
  const partsChanged = ADDRESS_PART_FIELDS.some((field) => changed(data, before, field))
  if (!partsChanged && changed(data, before, 'address')) {
    return { ...data, ...Object.fromEntries(ADDRESS_PART_FIELDS.map((field) => [field, null])) }
  }
  const line = oneLineAddress({ ...before, ...data })
  return line ? { ...data, address: line } : data
}
