/**
 * Visitors choose their names and subjects, and those reach mail headers and HTML bodies.
 * These helpers make them inert there.
 */

// CR, LF and the other control characters (tab aside) have no place in a header value.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000A-\u001F\u007F\u2028\u2029]+/g

/** One line, safe in a header (subject, display name): line breaks become spaces. */
export const headerText = (value: string, maxLength = 200): string =>
  value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, maxLength)

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])

/**
 * Replaces each [Variable] with its value; values are plain text, never re-scanned. A token may
 * not contain "[", so a template of 100,000 "[" is scanned once rather than once per bracket.
 */
export const fillVariables = (template: string, values: Record<string, string>): string =>
  template.replace(/\[[^[\]]+\]/g, (token) => (token in values ? values[token] : token))
