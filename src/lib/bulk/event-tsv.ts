import type { Event } from '../../../payload-types'
import { joinSkippedDates, splitSkippedDates } from '../calendar/skipped-dates'
import { BulkParseError, bulkMessages } from './bulk-messages'
import { joinTsv, splitTsv } from './tsv'

/**
 * The import's column order (docs/requirements/dashboard.md). The export writes the same, under a
 * header. The repeat rule (an RRULE) and the skipped dates (YYYY-MM-DD, separated by commas)
 * come after the required ten, so a ten-column row still imports as it did.
 */
export const EVENT_TSV_COLUMNS = [
  'title',
  'description',
  'date',
  'startTime',
  'endTime',
  'location',
  'imageUrl',
  'externalUrl',
  'externalLinkText',
  'recurrenceDescription',
  'recurrenceRule',
  'skippedDates',
] as const satisfies readonly (keyof Event)[]

export type EventTsvColumn = (typeof EVENT_TSV_COLUMNS)[number]
type TextColumn = Exclude<EventTsvColumn, 'skippedDates'>
/** A row as the import sends it: a rule makes the event repeat. */
export type EventTsvRow = Partial<Record<TextColumn, string>> & {
  skippedDates?: string[]
  isRecurring?: boolean
}

/** The export's own header line, which an import of that file skips. */
const isHeader = (cells: string[]) => cells[0]?.toLowerCase() === 'title'

/**
 * Reads pasted event rows in the required column order. Empty cells are left out; rows without a
 * title are dropped (docs/requirements/dashboard.md), so the result may be empty: the server then
 * says no valid events.
 */
export const parseEventTsv = (text: string): EventTsvRow[] => {
  if (!text.trim()) throw new BulkParseError(bulkMessages.eventsEmpty)
  const lines = splitTsv(text)
  const rows = isHeader(lines[0]) ? lines.slice(1) : lines
  return rows
    .map((cells, index) => {
      if (cells.length > EVENT_TSV_COLUMNS.length)
        throw new BulkParseError(
          bulkMessages.parseFailed,
          `Row ${index + 1} has ${cells.length} cells; events have ${EVENT_TSV_COLUMNS.length} columns`,
        )
      const row: EventTsvRow = {}
      cells.forEach((cell, column) => {
        const name = EVENT_TSV_COLUMNS[column]
        if (cell === '') return
        if (name === 'skippedDates') row.skippedDates = splitSkippedDates(cell)
        else row[name] = cell
      })
      if (row.recurrenceRule) row.isRecurring = true
      return row
    })
    .filter((row) => row.title)
}

type ExportableEvent = { [Column in TextColumn]?: string | null } & {
  skippedDates?: string[] | null
  isRecurring?: boolean | null
}

const cellOf = (event: ExportableEvent, column: EventTsvColumn): string => {
  if (column === 'skippedDates') return joinSkippedDates(event.skippedDates ?? [])
  // A rule the event does not use (its repeat switched off) is not carried over.
  if (column === 'recurrenceRule') return event.isRecurring ? (event.recurrenceRule ?? '') : ''
  return event[column] ?? ''
}

/** The export file's text: the header, then one line per event in the import's order. */
export const eventsToTsv = (events: readonly ExportableEvent[]) =>
  joinTsv([
    [...EVENT_TSV_COLUMNS],
    ...events.map((event) => EVENT_TSV_COLUMNS.map((column) => cellOf(event, column))),
  ])

/** Named by the day it was made, e.g. events-2026-11-21.tsv. */
export const eventExportFileName = (isoDay: string) => `events-${isoDay}.tsv`
