/**
 * Spreadsheets run a cell that starts with = + - or @ as a formula (CSV injection: a subscriber
 * named "=HYPERLINK(...)" would become a live link, or worse, in the office's spreadsheet). Such a
 * cell gets a leading apostrophe, which spreadsheets show as text and hide (docs/staff-dashboard.md).
 * Tab and carriage return start formulas in some programs too.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export const csvSafeCell = (value: string | null | undefined): string => {
  const text = value ?? ''
  return FORMULA_START.test(text) ? `'${text}` : text
}
