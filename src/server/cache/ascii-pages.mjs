/**
 * Cached pages are stored in ASCII, so V8 holds them one byte per character and Node sends them
 * without working through them character by character.
 *
 * A page with a single character outside ASCII (a curly quote, a dash, "é") is held by V8 as a
 * two-byte string, and Next sends a cached page with `res.end(string)`: Node then measures its
 * UTF-8 length for Content-Length and encodes it for the socket, after joining the headers and
 * the page into one new two-byte string. A one-byte string of ASCII takes a fast path through
 * both. A bare Node server sending the same 36 kB page spent 265–478 µs per request on the
 * two-byte string and 106–133 µs on the one-byte one (docs/decisions/012-static-public-site.md).
 *
 * Every character outside ASCII is therefore written as an escape that means the same character
 * where it stands: a numeric character reference in markup and attribute values (which the HTML
 * parser decodes, so the document and the text React hydrates are unchanged), `\uXXXX` inside a
 * script (the page's RSC payload and JSON-LD are string literals, whose value is unchanged), and
 * a six-digit escape inside a stylesheet. The result is then copied into a one-byte string:
 * V8 keeps a string made by `replace()` on a two-byte string two-byte, ASCII or not.
 *
 * Plain JavaScript: the cache handler that uses it is loaded by Next outside the bundler.
 */
import { isStringOneByteRepresentation } from 'node:v8'

import { storingPagesAs } from './stored-pages.mjs'

const NON_ASCII = /[^\x00-\x7f]/
const NON_ASCII_CODE_POINTS = /[^\x00-\x7f]/gu
const NON_ASCII_CODE_UNITS = /[^\x00-\x7f]/g

/** Script and style elements: raw text, where the parser decodes no character references. */
const RAW_TEXT_ELEMENT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi

const hex = (code, digits) => code.toString(16).toUpperCase().padStart(digits, '0')

const inMarkup = (text) =>
  text.replace(NON_ASCII_CODE_POINTS, (character) => `&#x${hex(character.codePointAt(0), 1)};`)

/** UTF-16 code units, so a character beyond the BMP becomes its surrogate pair, as JS spells it. */
const inScript = (text) =>
  text.replace(NON_ASCII_CODE_UNITS, (unit) => `\\u${hex(unit.charCodeAt(0), 4)}`)

/** Six hex digits end a CSS escape on their own, so no space is needed after it. */
const inStyle = (text) =>
  text.replace(NON_ASCII_CODE_POINTS, (character) => `\\${hex(character.codePointAt(0), 6)}`)

/**
 * A page's HTML in ASCII, as a one-byte string; a one-byte string of ASCII comes back as it was.
 * @param {string} html
 * @returns {string}
 */
export const asciiHtml = (html) => {
  if (isStringOneByteRepresentation(html) && !NON_ASCII.test(html)) return html
  let ascii = ''
  let from = 0
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    const [element, openTag, name, content, closeTag] = match
    const escapeContent = name.toLowerCase() === 'script' ? inScript : inStyle
    ascii += inMarkup(html.slice(from, match.index)) + inMarkup(openTag)
    ascii += escapeContent(content) + closeTag
    from = match.index + element.length
  }
  ascii += inMarkup(html.slice(from))
  // Every character is ASCII now, so Latin-1 copies it exactly, into a one-byte string.
  return Buffer.from(ascii, 'latin1').toString('latin1')
}

/** A cache handler that stores rendered pages in ASCII (see above). */
export const withAsciiPages = storingPagesAs(asciiHtml)
