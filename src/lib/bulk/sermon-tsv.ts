import type { SermonBulkRow } from '../schemas/bulk'
import { pluralNoun } from '../format-count'
import { BulkParseError, bulkMessages } from './bulk-messages'
import { splitTsv } from './tsv'

/** Header cells, lowercased without spaces (docs/requirements/dashboard.md), and the field each fills. */
export const SERMON_COLUMNS: Record<string, keyof SermonBulkRow> = {
  id: 'id',
  title: 'title',
  speaker: 'speaker',
  date: 'date',
  scripture: 'scripture',
  series: 'series',
  duration: 'duration',
  youtubeurl: 'youtubeUrl',
  audiourl: 'audioUrl',
  thumbnailurl: 'thumbnailUrl',
  description: 'description',
  tags: 'tags',
}

export const headerKey = (cell: string) => cell.toLowerCase().replace(/\s+/g, '')

export type SermonTsvRow = Record<string, string | string[]>

/**
 * Reads pasted sermon rows for the bulk update. The first line is the header. An empty cell
 * leaves that field as it is; tags are comma-separated.
 */
export const parseSermonTsv = (text: string): SermonTsvRow[] => {
  if (!text.trim()) throw new BulkParseError(bulkMessages.sermonsEmpty)
  const [header, ...lines] = splitTsv(text)
  const fields = header.map((cell) => SERMON_COLUMNS[headerKey(cell)])
  const unknown = header.filter((_cell, index) => !fields[index])
  if (unknown.length > 0)
    throw new BulkParseError(
      bulkMessages.parseFailed,
      `${pluralNoun(unknown.length, 'Unknown column')}: ${unknown.join(', ')}`,
    )
  if (lines.length === 0) throw new BulkParseError(bulkMessages.sermonsNoRows)
  return lines.map((cells, index) => {
    if (cells.length > fields.length)
      throw new BulkParseError(
        bulkMessages.parseFailed,
        `Row ${index + 1} has ${cells.length} cells but the header has ${fields.length}`,
      )
    const row: SermonTsvRow = {}
    cells.forEach((cell, column) => {
      if (cell === '') return
      const field = fields[column]
      row[field] =
        field === 'tags'
          ? cell
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean)
          : cell
    })
    return row
  })
}
