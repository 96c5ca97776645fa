/**
 * Splits text into the pieces a Bible reference is made of: numbers, words and the marks between
 * them. One pass over the characters with no regular expressions, so its time is linear in the
 * length of the text whatever the text is.
 */
export type Token =
  | { kind: 'num'; value: number; start: number; end: number }
  | { kind: 'word'; text: string; capital: boolean; start: number; end: number }
  | { kind: 'mark'; text: ':' | '-' | ';' | ',' | '.'; start: number; end: number }
  | { kind: 'other'; start: number; end: number }

const isDigit = (code: number) => code >= 48 && code <= 57
const isUpper = (code: number) => code >= 65 && code <= 90
const isLower = (code: number) => code >= 97 && code <= 122
const isSpace = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\r'

const MARKS: Record<string, ':' | '-' | ';' | ',' | '.'> = {
  ':': ':',
  '-': '-',
  '\u2013': '-', // en dash, as typeset ranges are written
  '\u2014': '-', // em dash
  ';': ';',
  ',': ',',
  '.': '.',
}

export const tokenize = (text: string): Token[] => {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const char = text[i]
    const code = text.charCodeAt(i)
    const start = i
    if (isSpace(char)) {
      i += 1
    } else if (isDigit(code)) {
      while (i < text.length && isDigit(text.charCodeAt(i))) i += 1
      // More than four digits is never a chapter or verse; keep it out of integer range trouble.
      const value = i - start > 4 ? Number.MAX_SAFE_INTEGER : Number(text.slice(start, i))
      tokens.push({ kind: 'num', value, start, end: i })
    } else if (isUpper(code) || isLower(code)) {
      while (i < text.length && (isUpper(text.charCodeAt(i)) || isLower(text.charCodeAt(i)))) {
        i += 1
      }
      const word = text.slice(start, i)
      tokens.push({ kind: 'word', text: word.toLowerCase(), capital: isUpper(code), start, end: i })
    } else if (MARKS[char]) {
      i += 1
      tokens.push({ kind: 'mark', text: MARKS[char], start, end: i })
    } else {
      i += 1
      tokens.push({ kind: 'other', start, end: i })
    }
  }
  return tokens
}
