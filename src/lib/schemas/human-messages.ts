import { z } from 'zod'

import { countOf } from '../format-count'

/**
 * Every validation message a person can see is a sentence written for people. Schemas carry the
 * requirements' own texts where they name one (src/lib/validation/messages.ts); for everything
 * else (a number where text belongs, a list too long, an unknown key) this error map writes the
 * sentence from the field's name, so zod's default wording ("Invalid input: expected string,
 * received number") never reaches the dashboard or an /api caller.
 */

/** Words a camelCase key splits into that people write differently. */
const WORDS: Record<string, string> = {
  url: 'URL',
  id: 'ID',
  youtube: 'YouTube',
  smtp: 'SMTP',
  tls: 'TLS',
}

/** 'youtubeUrl' → 'YouTube URL', 'startTime' → 'Start time'. */
export const labelFor = (key: string): string => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    // Own keys only: a key named 'constructor' must not find Object's.
    .map((word) => {
      const lower = word.toLowerCase()
      return Object.hasOwn(WORDS, lower) ? WORDS[lower] : lower
    })
  if (words.length === 0) return 'This value'
  const [first, ...rest] = words
  return [first.charAt(0).toUpperCase() + first.slice(1), ...rest].join(' ')
}

/** The field an issue is about: its last named key ('tags.2' is about Tags). */
const fieldLabel = (path: readonly PropertyKey[] | undefined): string | null => {
  const key = [...(path ?? [])].reverse().find((part) => typeof part === 'string')
  return typeof key === 'string' ? labelFor(key) : null
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
}

const listOf = (values: readonly unknown[]): string => values.map(String).join(', ')

export const unknownKeysMessage = (keys: readonly string[]): string =>
  keys.length === 1
    ? `There is no field called ${keys[0]}`
    : `There are no fields called ${listOf(keys)}`

type Issue = z.core.$ZodRawIssue

const sizeMessage = (subject: string, issue: Issue & { origin?: string }, bound: 'min' | 'max') => {
  const limit = Number(
    (issue as { minimum?: unknown; maximum?: unknown })[bound === 'min' ? 'minimum' : 'maximum'],
  )
  const word = bound === 'min' ? 'at least' : 'at most'
  switch (issue.origin) {
    case 'string':
      return bound === 'min' && limit === 1
        ? `${subject} is required`
        : `${subject} must be ${word} ${countOf(limit, 'character')}`
    case 'array':
    case 'set':
      return `${subject} must have ${word} ${countOf(limit, 'item')}`
    default:
      return `${subject} must be ${word} ${limit}`
  }
}

/** The sentence for one issue. Exported for the unit test; installed below for every schema. */
export const humanMessage = (issue: Issue): string => {
  const label = fieldLabel(issue.path)
  const subject = label ?? 'The request body'
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined && label) return `${label} is required`
      return `${subject} must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`
    case 'too_small':
      return sizeMessage(subject, issue, 'min')
    case 'too_big':
      return sizeMessage(subject, issue, 'max')
    case 'invalid_value':
      return issue.values.length === 1
        ? `${subject} must be ${String(issue.values[0])}`
        : `${subject} must be one of ${listOf(issue.values)}`
    case 'unrecognized_keys':
      return unknownKeysMessage(issue.keys)
    case 'not_multiple_of':
      return `${subject} must be a multiple of ${String(issue.divisor)}`
    case 'invalid_format':
      return `${subject} is not in the right format`
    default:
      return `${subject} is not valid`
  }
}

z.config({ customError: humanMessage })
