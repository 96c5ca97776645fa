/**
 * A whole number with US thousands separators ('1,204'), as `toLocaleString('en-US')` prints it
 * but without Intl: public pages format counts while they hydrate, and a browser's first number
 * format loads its locale data on the main thread (see format-date.ts).
 */
export const formatCount = (value: number): string => {
  const digits = String(Math.trunc(Math.abs(value)))
  let grouped = ''
  for (let index = 0; index < digits.length; index += 1) {
    if (index > 0 && (digits.length - index) % 3 === 0) grouped += ','
    grouped += digits[index]
  }
  return value < 0 && grouped !== '0' ? `-${grouped}` : grouped
}

/**
 * The noun for a count: `one` for exactly one, `other` for everything else, which is all
 * Intl.PluralRules('en-US') distinguishes for whole numbers. Without Intl for the reason above.
 */
export const pluralNoun = (count: number, one: string, other = `${one}s`): string =>
  Math.abs(count) === 1 ? one : other

/** A count and its noun: '1 message', '0 messages', '1,204 sermons'. */
export const countOf = (count: number, one: string, other = `${one}s`): string =>
  `${formatCount(count)} ${pluralNoun(count, one, other)}`
