import { describeRecurrence } from '@/lib/calendar/describe-recurrence'
import type { OccurrenceSource } from '@/lib/calendar/occurrences'
import { formatLongDate, formatTime } from '@/lib/format-date'
import { countOf } from '@/lib/format-count'
import { whenInWords } from '@/lib/publishing/words'

import type { FieldSpec } from '../content/resources'
import { hiddenTabsInWords, imageInWords, rowsInWords } from './rows-in-words'

/** Fields the form edits through another one's editor (the Repeat editor writes these too). */
const OTHER_LABELS: Record<string, string> = {
  isRecurring: 'Repeats',
  skippedDates: 'Skipped dates',
}

/** "externalLinkText" → "External link text", for a field no form names. */
const fromName = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const fieldLabel = (fields: readonly FieldSpec[], name: string): string =>
  fields.find((field) => field.name === name)?.label ?? OTHER_LABELS[name] ?? fromName(name)

const NOT_SET = 'Not set'

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0)

type RichNode = { text?: unknown; children?: unknown }

/** Rich text as the words a reader sees, one paragraph a line. */
const plainText = (node: RichNode): string => {
  if (typeof node.text === 'string') return node.text
  const children = Array.isArray(node.children) ? (node.children as RichNode[]) : []
  const joiner = children.some((child) => Array.isArray(child.children)) ? '\n' : ''
  return children.map(plainText).join(joiner)
}

type Registration = {
  enabled?: boolean | null
  capacity?: number | null
  waitlist?: boolean | null
  closesAt?: string | null
  maxPeople?: number | null
  reminderHours?: number | null
  questions?: { label: string }[] | null
}

const registrationInWords = (value: Registration, timeZone: string): string => {
  if (!value.enabled) return 'Not taking registrations'
  const parts = [
    'Taking registrations',
    value.capacity != null ? `${countOf(value.capacity, 'place')} a date` : 'no limit on places',
    value.waitlist ? 'waitlist when full' : 'no waitlist',
  ]
  if (value.closesAt) parts.push(`closes ${whenInWords(value.closesAt, timeZone)}`)
  if (value.maxPeople) parts.push(`up to ${countOf(value.maxPeople, 'person', 'people')} a sign-up`)
  if (value.reminderHours) parts.push(`reminder ${countOf(value.reminderHours, 'hour')} before`)
  const questions = value.questions ?? []
  if (questions.length)
    parts.push(`questions: ${questions.map((question) => question.label).join('; ')}`)
  return parts.join(', ')
}

/**
 * One field of a version as staff read it: dates and times in words, a repeat rule as "Every
 * Tuesday", rich text as its words, lists joined, never JSON or an RRULE. `fields` is the whole
 * version, since a repeat rule is read with its event's date. `related` is what the server named
 * for fields that point at another item (a featured item's sermon or event by its title).
 */
export const valueInWords = (
  specs: readonly FieldSpec[],
  name: string,
  fields: Record<string, unknown>,
  timeZone: string,
  related: Record<string, string> = {},
): string => {
  const value = fields[name]
  const spec = specs.find((field) => field.name === name)
  const kind = spec?.kind
  if (related[name]) return related[name]
  if (kind === 'recurrence')
    return describeRecurrence(fields as unknown as OccurrenceSource) ?? 'Does not repeat'
  if (kind === 'registration')
    return value ? registrationInWords(value as Registration, timeZone) : NOT_SET
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (isEmpty(value)) return NOT_SET
  if (kind === 'date') return formatLongDate(String(value))
  if (kind === 'time') return formatTime(String(value))
  if (kind === 'select' && spec?.optionLabels?.[String(value)])
    return spec.optionLabels[String(value)]!
  if (name === 'skippedDates' && Array.isArray(value))
    return value.map((date) => formatLongDate(String(date))).join('; ')
  if (kind === 'image' && typeof value === 'string') return imageInWords(value)
  if (name.endsWith('hiddenTabs') && Array.isArray(value)) return hiddenTabsInWords(value)
  // A list of rows (services, questions, leadership cards, links): each row in words, a line each.
  if (Array.isArray(value) && value.every((row) => row && typeof row === 'object'))
    return rowsInWords(value as Record<string, unknown>[])
  if (Array.isArray(value)) return value.map(String).join(', ')
  if (typeof value === 'object' && value !== null) {
    if ('root' in value) return plainText((value as { root: RichNode }).root)
    // A related item by its name; anything else field by field, in words.
    const named = value as { name?: unknown; title?: unknown }
    if (typeof named.title === 'string') return named.title
    if (typeof named.name === 'string') return named.name
    return Object.entries(value)
      .filter(([, inner]) => !isEmpty(inner))
      .map(([key, inner]) => `${fromName(key)}: ${String(inner)}`)
      .join('; ')
  }
  return String(value)
}

/** The fields to show, in the form's order, then any the form does not name. */
export const fieldOrder = (specs: readonly FieldSpec[], names: readonly string[]): string[] => {
  const formOrder = specs.map((field) => field.name).filter((name) => names.includes(name))
  return [...formOrder, ...names.filter((name) => !formOrder.includes(name))]
}
