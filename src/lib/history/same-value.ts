/** Unset, empty text and an empty list all read "nothing" to staff: not a change. */
const normal = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return 'null'
  if (Array.isArray(value) && value.length === 0) return 'null'
  return JSON.stringify(value)
}

/**
 * Whether two versions hold the same value of a field. Shared by the server's changedFields and
 * the compare view, so the list and the side-by-side never disagree on what changed.
 */
export const sameValue = (a: unknown, b: unknown): boolean => normal(a) === normal(b)
