import { trimEndOf } from '../text/trim-end'

/**
 * Splits text into plain pieces and http(s) links, for rendering as React nodes. Text is never
 * parsed as HTML (React escapes it), and only http: and https: become links, so no
 * javascript: or data: URL can ever be produced.
 */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string }

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi
const SENTENCE_END = '.,;:!?]'

/**
 * Trailing punctuation belongs to the sentence, not the link; a closing bracket belongs to the
 * link only when the link opened one, as in https://en.wikipedia.org/wiki/Foo_(bar). One pass
 * from the end, so a link of 100,000 closing brackets costs no more than its length.
 */
const trimLink = (raw: string): string => {
  const href = trimEndOf(raw, SENTENCE_END)
  return href.includes('(') ? href : trimEndOf(href, `${SENTENCE_END})`)
}

export const linkify = (text: string): TextPiece[] => {
  const pieces: TextPiece[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = trimLink(match[0])
    const start = match.index ?? 0
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) })
    pieces.push({ kind: 'link', href, text: href })
    last = start + href.length
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) })
  return pieces
}
