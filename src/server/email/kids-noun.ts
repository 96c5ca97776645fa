import { pluralNoun } from '@/lib/format-count'

/** The variable (fixed by the requirements) and the noun a template writes after it. */
const KIDS_AND_NOUN = /\[Number of Kids\](\s+)(kids?|child(?:ren)?)\b/gi

const agree = (noun: string, count: number): string => {
  const kid = noun.toLowerCase().startsWith('kid')
  const word = kid ? pluralNoun(count, 'kid') : pluralNoun(count, 'child', 'children')
  return noun[0] === noun[0].toUpperCase() ? word[0].toUpperCase() + word.slice(1) : word
}

/**
 * The welcome template says "[Number of Kids] kids"; a visitor who brings one child must read
 * "1 kid", not "1 kids". The noun after the variable is made to agree with the answer (0, 1, 2,
 * 3, 4 or 5+), whether staff wrote kid(s) or child(ren), before the variables are filled in.
 */
export const agreeKidsNoun = (template: string, numberOfKids: string): string => {
  const count = Number.parseInt(numberOfKids, 10)
  return template.replace(
    KIDS_AND_NOUN,
    (_match, space: string, noun: string) => `[Number of Kids]${space}${agree(noun, count)}`,
  )
}
