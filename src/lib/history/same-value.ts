/**
 * A list's rows without their ids: Payload gives a row a new id when it is saved without one (a
 * global written whole, a script), so two lists of the same rows are the same whatever their ids.
 */
const withoutRowIds = (value: unknown): unknown => {
  if (Array.isArray(value))
    return value.map((row) =>
      row && typeof row === 'object' && !Array.isArray(row)
        ? Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'id'))
        : row,
    )
  return value
}

/** Unset, empty text and an empty list all read "nothing" to staff: not a change. */
const normal = (value: unknown): string => {
  if (value === undefined || value === null || value === '') return 'null'
  if (Array.isArray(value) && value.length === 0) return 'null'
  return JSON.stringify(withoutRowIds(value))
}

/**
 * Whether two versions hold the same value of a field. Shared by the server's changedFields and
 * the compare view, so the list and the side-by-side never disagree on what changed.
 */
export const sameValue = (a: unknown, b: unknown): boolean => normal(a) === normal(b)
