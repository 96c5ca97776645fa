import type { Payload } from 'payload'

import type { HistoryCollection } from '@/lib/history/history-collections'
import { sameValue } from '@/lib/history/same-value'
import { serverManagedFields } from '@/lib/schemas/server-managed'

/**
 * The fields a version brings back: every field staff edit. What the server keeps itself (ids,
 * times, the trash, the publishing state, who saved it, derived audio facts, the calendar's edit
 * count) stays as it is, so a restore never takes an item out of the trash or back into it.
 */
export const restorableFields = (payload: Payload, collection: HistoryCollection): string[] => {
  const managed = new Set(serverManagedFields(collection))
  return payload.collections[collection].config.flattenedFields
    .map((field) => field.name)
    .filter((name) => !managed.has(name))
}

export const pickFields = (
  data: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> => Object.fromEntries(names.map((name) => [name, data[name] ?? null]))

/** The names whose values differ between two versions' fields. */
export const changedBetween = (
  newer: Record<string, unknown>,
  older: Record<string, unknown>,
  names: readonly string[],
): string[] => names.filter((name) => !sameValue(newer[name], older[name]))
