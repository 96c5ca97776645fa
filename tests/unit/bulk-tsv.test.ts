import { describe, expect, it } from 'vitest'

import { BulkParseError, bulkMessages } from '@/lib/bulk/bulk-messages'
import {
  EVENT_TSV_COLUMNS,
  eventExportFileName,
  eventsToTsv,
  parseEventTsv,
} from '@/lib/bulk/event-tsv'
import { parseSermonTsv } from '@/lib/bulk/sermon-tsv'
import { escapeCell, unescapeCell } from '@/lib/bulk/tsv'

const failure = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof BulkParseError) return { message: error.message, detail: error.detail }
    throw error
  }
  throw new Error('expected a BulkParseError')
}

describe('sermon bulk-update text', () => {
  it('matches header cells lowercased with spaces removed', () => {
    const text = 'ID\tTitle\tYouTube URL\tThumbnail Url\n7\tGrace\thttps://youtu.be/x\t\n'
    expect(parseSermonTsv(text)).toEqual([
      { id: '7', title: 'Grace', youtubeUrl: 'https://youtu.be/x' },
    ])
  })

  it('leaves empty cells out and splits tags on commas', () => {
    const text = 'title\tdate\tspeaker\ttags\nHope\t2026-01-04\t\tsea, faith ,\n'
    expect(parseSermonTsv(text)).toEqual([
      { title: 'Hope', date: '2026-01-04', tags: ['sea', 'faith'] },
    ])
  })

  it("says 'Please paste…' for empty text and 'No data found…' for a header alone", () => {
    expect(failure(() => parseSermonTsv('  \n ')).message).toBe(bulkMessages.sermonsEmpty)
    expect(failure(() => parseSermonTsv('title\tdate\n')).message).toBe(bulkMessages.sermonsNoRows)
  })

  it('fails to parse an unknown column or a row wider than the header', () => {
    const unknown = failure(() => parseSermonTsv('title\tspeakr\nA\tB'))
    expect(unknown).toEqual({ message: bulkMessages.parseFailed, detail: 'Unknown column: speakr' })
    expect(failure(() => parseSermonTsv('title\tspeakr\tdat\nA\tB\tC')).detail).toBe(
      'Unknown columns: speakr, dat',
    )
    expect(failure(() => parseSermonTsv('title\nA\tB')).message).toBe(bulkMessages.parseFailed)
  })
})

describe('event import and export text', () => {
  const full = {
    title: 'Beach Baptism',
    description: 'Bring a towel.\nMeet at the\tlifeguard stand (\\ north)',
    date: '2026-07-04',
    startTime: '09:00',
    endTime: '10:30',
    location: 'Main Beach',
    imageUrl: '/images/beach.jpg',
    externalUrl: 'https://example.org/baptism',
    externalLinkText: 'Sign up',
    recurrenceDescription: 'Every summer',
  }

  it('reads columns in the required order and drops rows without a title', () => {
    const text = 'Picnic\t\t2026-06-01\t12:00\n\tNo title here\t2026-06-02\n'
    expect(parseEventTsv(text)).toEqual([
      { title: 'Picnic', date: '2026-06-01', startTime: '12:00' },
    ])
  })

  it("says 'Please paste…' for empty text and refuses rows wider than the columns", () => {
    expect(failure(() => parseEventTsv('')).message).toBe(bulkMessages.eventsEmpty)
    const wide = Array.from({ length: EVENT_TSV_COLUMNS.length + 1 }, () => 'x').join('\t')
    expect(failure(() => parseEventTsv(wide)).message).toBe(bulkMessages.parseFailed)
  })

  it('exports a header and rows that import back to the same events', () => {
    const text = eventsToTsv([full, { title: 'Choir', date: '2026-08-01', location: null }])
    expect(text.split('\n')[0]).toBe(EVENT_TSV_COLUMNS.join('\t'))
    expect(parseEventTsv(text)).toEqual([full, { title: 'Choir', date: '2026-08-01' }])
  })

  it('escapes tabs, line breaks and backslashes inside cells', () => {
    expect(escapeCell('a\tb\nc\\d')).toBe('a\\tb\\nc\\\\d')
    expect(unescapeCell(escapeCell('a\tb\nc\\d\\n'))).toBe('a\tb\nc\\d\\n')
  })

  it('names the export file by date', () => {
    expect(eventExportFileName('2026-11-21')).toBe('events-2026-11-21.tsv')
  })
})
