/**
 * Tab-separated text as spreadsheets paste it, with one addition so that an export reads back
 * exactly: a tab, a line break or a backslash inside a cell is written as \t, \n or \\.
 */

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }
const UNESCAPES: Record<string, string> = { '\\': '\\', t: '\t', n: '\n', r: '\r' }

export const escapeCell = (value: string) => value.replace(/[\\\t\n\r]/g, (char) => ESCAPES[char])

export const unescapeCell = (value: string) =>
  value.replace(/\\([\\tnr])/g, (_match, char: string) => UNESCAPES[char])

/** Lines of cells; blank lines (a trailing newline, a spacer row) are not rows. */
export const splitTsv = (text: string): string[][] =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t').map((cell) => unescapeCell(cell.trim())))

export const joinTsv = (rows: readonly (readonly string[])[]) =>
  rows.map((cells) => cells.map(escapeCell).join('\t')).join('\n') + '\n'
