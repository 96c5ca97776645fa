import { HIDEABLE_ABOUT_TABS } from '@/lib/about-tabs'
import { formatTime } from '@/lib/format-date'
import { dayName, WEEKDAYS } from '@/lib/service-times/weekdays'

type Row = Record<string, unknown>

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value).trim()

const joined = (...parts: unknown[]): string => parts.map(text).filter(Boolean).join(' ')

const dayOf = (value: unknown): string =>
  (WEEKDAYS as readonly string[]).includes(String(value))
    ? dayName(value as (typeof WEEKDAYS)[number])
    : text(value)

/**
 * One row of a list as staff read it, by what the row is: a service ("Sunday Worship: Sunday at
 * 10:30 AM"), a question and its answer, a leadership card by name and role, a welcome card, a
 * menu link ("Events (/events)"). Never the stored row (no ids, no JSON, no "19:00").
 */
export const rowInWords = (row: Row): string => {
  if ('day' in row && 'time' in row) {
    const where = [row.note, row.location].map(text).filter(Boolean).join(', ')
    return `${text(row.name)}: ${dayOf(row.day)} at ${formatTime(text(row.time))}${
      where ? ` (${where})` : ''
    }${row.showInFooter ? `, in the footer as ${text(row.footerLabel) || text(row.name)}` : ''}`
  }
  if ('question' in row) return `${text(row.question)} — ${text(row.answer)}`
  if ('role' in row) return `${joined(row.honorific, row.name)} (${text(row.role)})`
  if ('href' in row) return `${text(row.label)} (${text(row.href)})`
  if ('title' in row && 'text' in row) return `${text(row.title)}: ${text(row.text)}`
  return Object.entries(row)
    .filter(([key, value]) => key !== 'id' && text(value))
    .map(([, value]) => text(value))
    .join(', ')
}

/** A list of rows, one a line. */
export const rowsInWords = (rows: readonly Row[]): string => rows.map(rowInWords).join('\n')

/** The About tabs hidden from visitors, by the names staff see ("Kids Church"). */
export const hiddenTabsInWords = (slugs: readonly unknown[]): string =>
  slugs
    .map((slug) => HIDEABLE_ABOUT_TABS.find((tab) => tab.slug === slug)?.label ?? text(slug))
    .join(', ')

/** An image by its file's name ("ana.jpg"), not its whole address. */
export const imageInWords = (url: string): string => {
  const path = url.split(/[?#]/)[0] ?? url
  const name = path.split('/').filter(Boolean).pop()
  return name ? decodeURIComponent(name) : url
}
