import 'server-only'

import { stringify } from 'csv-stringify/sync'

import { REGISTRATION_STATUS_LABELS } from '@/lib/registration/statuses'
import { csvSafeCell } from '@/server/admin/csv-cell'

import type { Roster } from './load-roster'

/**
 * A roster as CSV, one registration a row with one column a question, every cell a spreadsheet
 * would run as a formula made text (csv-cell.ts); a byte-order mark so Excel reads UTF-8.
 */
export const rosterCsv = (roster: Roster): string => {
  const questions = roster.registrations[0]?.answers.map(({ question }) => question) ?? []
  const header = ['Name', 'Email', 'Phone', 'People', 'Status', 'Checked in', 'Registered on']
  const rows = roster.registrations.map((entry) =>
    [
      entry.name,
      entry.email,
      entry.phone,
      String(entry.people),
      REGISTRATION_STATUS_LABELS[entry.status],
      entry.checkedIn ? 'Yes' : 'No',
      entry.registeredAt.slice(0, 10),
      ...entry.answers.map(({ answer }) => answer),
    ].map(csvSafeCell),
  )
  return stringify([[...header, ...questions].map(csvSafeCell), ...rows], {
    bom: true,
    record_delimiter: 'windows',
  })
}
