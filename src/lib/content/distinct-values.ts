/** The distinct non-empty values of a field, sorted: the sermon list's speaker and series options. */
export const distinctValues = <T>(
  items: T[],
  pick: (item: T) => string | null | undefined,
): string[] =>
  [
    ...new Set(
      items
        .map(pick)
        .map((value) => value?.trim())
        .filter((value): value is string => Boolean(value)),
    ),
  ].sort((a, b) => a.localeCompare(b))
