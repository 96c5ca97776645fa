/**
 * Splits text into plain pieces and http(s) links, for rendering as React nodes. Text is never
 * parsed as HTML (React escapes it), and only http: and https: become links, so no
 * javascript: or data: URL can ever be produced.
 */
export type TextPiece =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string }

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi

export const linkify = (text: string): TextPiece[] => {
  const pieces: TextPiece[] = []
  let last = 0
  for (const match of text.matchAll(URL_PATTERN)) {
    const raw = match[0]
    // Trailing punctuation belongs to the sentence, not the link; a closing bracket belongs to
    // the link only when the link opened one, as in https://en.wikipedia.org/wiki/Foo_(bar).
    let href = raw.replace(/[.,;:!?\]]+$/, '')
    while (href.endsWith(')') && !href.includes('(')) {
      href = href.slice(0, -1).replace(/[.,;:!?\]]+$/, '')
    }
    const start = match.index ?? 0
    if (start > last) pieces.push({ kind: 'text', text: text.slice(last, start) })
    pieces.push({ kind: 'link', href, text: href })
    last = start + href.length
  }
  if (last < text.length) pieces.push({ kind: 'text', text: text.slice(last) })
  return pieces
}
