/**
 * Drops any of `characters` from the end of `value`. A loop rather than /[chars]+$/: that pattern
 * is retried at every position of a long run that is not at the end, which is quadratic.
 */
export const trimEndOf = (value: string, characters: string): string => {
  let end = value.length
  while (end > 0 && characters.includes(value[end - 1])) end -= 1
  return value.slice(0, end)
}
