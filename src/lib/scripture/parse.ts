/**
 * The one Bible-reference parser: sermon search, the stored references of every sermon and the
 * YouTube sync all read references with it.
 *
 * It reads "John 3:16", "Rom 8:1-11; 12:1-2", "1 Cor 13", "I Corinthians 13:4-7",
 * "John 3:16-4:2", "Ps 23", "Jude 3", with full names, SBL abbreviations and common short forms.
 * A reference becomes a book number and a start and end position, chapter * 1000 + verse, so
 * that "does this passage overlap that one" is two integer comparisons (and an index range scan).
 * A whole chapter runs from verse 0 to verse 999.
 *
 * It works on tokens (./tokens.ts) with a hand-written recursive-descent reader: no regular
 * expressions, so no backtracking; each start position costs a bounded amount of work.
 */
import { findBook, MAX_NAME_WORDS, type Book } from './books'
import { tokenize, type Token } from './tokens'

export type ScriptureRef = { book: number; start: number; end: number }

export const CHAPTER_START = 0
export const CHAPTER_END = 999
/** The longest chapter (Psalm 119) has 176 verses. */
const MAX_VERSE = 176

export const position = (chapter: number, verse: number) => chapter * 1000 + verse

const ORDINAL_WORDS: Record<string, 1 | 2 | 3> = {
  i: 1,
  ii: 2,
  iii: 3,
  first: 1,
  second: 2,
  third: 3,
}
const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd'])
/** Two-letter forms common enough in sermon notes to trust in running text (not "Is", "Am"). */
const SHORT_FORMS_IN_TEXT = new Set(['ps', 'mt', 'mk', 'lk', 'jn'])

type Mode = {
  /** In running text a book must be capitalised and not a one- or two-letter abbreviation. */
  inText: boolean
}

type Found<T> = { value: T; next: number } | undefined

const isMark = (token: Token | undefined, text: string) =>
  token?.kind === 'mark' && token.text === text
const numberAt = (tokens: Token[], i: number): number | undefined => {
  const token = tokens[i]
  return token?.kind === 'num' ? token.value : undefined
}

const readOrdinal = (tokens: Token[], i: number): Found<1 | 2 | 3 | undefined> => {
  const token = tokens[i]
  if (token?.kind === 'num' && token.value >= 1 && token.value <= 3) {
    const value = token.value as 1 | 2 | 3
    const suffix = tokens[i + 1]
    const next = suffix?.kind === 'word' && ORDINAL_SUFFIXES.has(suffix.text) ? i + 2 : i + 1
    return { value, next }
  }
  if (token?.kind === 'word' && ORDINAL_WORDS[token.text]) {
    return { value: ORDINAL_WORDS[token.text], next: i + 1 }
  }
  return { value: undefined, next: i }
}

/** The longest run of up to MAX_NAME_WORDS words from i that names a book (with its ordinal). */
const readBookName = (
  tokens: Token[],
  i: number,
  ordinal: 1 | 2 | 3 | undefined,
  mode: Mode,
): Found<Book> => {
  const words: string[] = []
  for (let j = i; j < tokens.length && words.length < MAX_NAME_WORDS; j += 1) {
    const token = tokens[j]
    if (token.kind !== 'word') break
    words.push(token.text)
  }
  const first = tokens[i]
  if (mode.inText && (first?.kind !== 'word' || !first.capital)) return undefined
  for (let count = words.length; count > 0; count -= 1) {
    const name = words.slice(0, count).join(' ')
    const book = findBook(ordinal, name)
    if (!book || (mode.inText && name.length < 3 && !SHORT_FORMS_IN_TEXT.has(name))) continue
    // "Rom. 8" and "1 Cor. 13": a full stop may follow the name.
    const next = i + count
    return { value: book, next: isMark(tokens[next], '.') ? next + 1 : next }
  }
  return undefined
}

const readBook = (tokens: Token[], i: number, mode: Mode): Found<Book> => {
  const ordinal = readOrdinal(tokens, i)!
  const named = readBookName(tokens, ordinal.next, ordinal.value, mode)
  if (named || ordinal.value === undefined) return named
  // "I" was not an ordinal after all ("I Kings" is; "Isaiah" never starts with one).
  return undefined
}

/** ":16" or ".16" (European style) after a chapter number. */
const readVerse = (tokens: Token[], i: number): Found<number> => {
  if (!isMark(tokens[i], ':') && !isMark(tokens[i], '.')) return undefined
  const verse = numberAt(tokens, i + 1)
  return verse === undefined ? undefined : { value: verse, next: i + 2 }
}

const validChapter = (book: Book, chapter: number) => chapter >= 1 && chapter <= book.chapters
const validVerse = (verse: number) => verse >= 1 && verse <= MAX_VERSE

type Passage = { ref: ScriptureRef; chapter: number; hasVerse: boolean }

/** "3", "3:16", "3:16-18", "3:16-4:2", "1-2", "3-4:2"; a one-chapter book's "3" is verse 3. */
const readPassage = (tokens: Token[], i: number, book: Book): Found<Passage> => {
  const first = numberAt(tokens, i)
  if (first === undefined) return undefined
  let next = i + 1
  let chapter = first
  let verse: number | undefined
  const verseAfter = readVerse(tokens, next)
  if (verseAfter) {
    verse = verseAfter.value
    next = verseAfter.next
  } else if (book.chapters === 1) {
    chapter = 1
    verse = first
  }
  if (!validChapter(book, chapter) || (verse !== undefined && !validVerse(verse))) return undefined

  let endChapter = chapter
  let endVerse = verse ?? CHAPTER_END
  if (isMark(tokens[next], '-')) {
    const to = numberAt(tokens, next + 1)
    if (to === undefined) return undefined
    next += 2
    const toVerse = readVerse(tokens, next)
    if (toVerse) {
      endChapter = book.chapters === 1 ? 1 : to
      endVerse = toVerse.value
      next = toVerse.next
    } else if (verse !== undefined) {
      endVerse = to
    } else {
      endChapter = to
    }
    if (!validChapter(book, endChapter) || (endVerse !== CHAPTER_END && !validVerse(endVerse))) {
      return undefined
    }
  }
  const start = position(chapter, verse ?? CHAPTER_START)
  const end = position(endChapter, endVerse)
  if (end < start) return undefined
  return {
    value: { ref: { book: book.number, start, end }, chapter: endChapter, hasVerse: !!verse },
    next,
  }
}

/** After "Rom 8:1-11," a bare "14" is verse 14 of chapter 8; after ";" it is chapter 14. */
const readVerseOnly = (tokens: Token[], i: number, book: Book, chapter: number) => {
  const verse = numberAt(tokens, i)
  if (verse === undefined || isMark(tokens[i + 1], ':') || !validVerse(verse)) return undefined
  let next = i + 1
  let endVerse = verse
  if (isMark(tokens[next], '-') && numberAt(tokens, next + 1) !== undefined) {
    endVerse = numberAt(tokens, next + 1)!
    if (isMark(tokens[next + 2], ':') || !validVerse(endVerse) || endVerse < verse) return undefined
    next += 2
  }
  const ref = {
    book: book.number,
    start: position(chapter, verse),
    end: position(chapter, endVerse),
  }
  return { value: { ref, chapter, hasVerse: true }, next }
}

type Reading = { refs: ScriptureRef[]; start: number; next: number }

/** A reference and any that follow it after ";" or ",", from token i. */
const readList = (tokens: Token[], i: number, mode: Mode): Reading | undefined => {
  const book = readBook(tokens, i, mode)
  if (!book) return undefined
  const passage = readPassage(tokens, book.next, book.value)
  if (!passage) return undefined
  const refs = [passage.value.ref]
  let current = { book: book.value, ...passage.value }
  let next = passage.next
  while (isMark(tokens[next], ';') || isMark(tokens[next], ',')) {
    const after = next + 1
    const newBook = readBook(tokens, after, mode)
    const more = newBook
      ? readPassage(tokens, newBook.next, newBook.value)
      : ((isMark(tokens[next], ',') && current.hasVerse
          ? readVerseOnly(tokens, after, current.book, current.chapter)
          : undefined) ?? readPassage(tokens, after, current.book))
    if (!more) break
    refs.push(more.value.ref)
    current = { book: newBook?.value ?? current.book, ...more.value }
    next = more.next
  }
  return { refs, start: i, next }
}

/**
 * The references a piece of text consists of, or null when it is anything else (nonsense, an
 * unknown book, a chapter the book does not have, words around the reference). Case-insensitive:
 * this reads what people type into a search box or a scripture field.
 */
export const parseScripture = (text: string): ScriptureRef[] | null => {
  const tokens = tokenize(text)
  if (tokens.length === 0) return null
  const reading = readList(tokens, 0, { inText: false })
  if (!reading) return null
  // A trailing full stop or semicolon is punctuation, not part of a reference.
  let end = reading.next
  while (isMark(tokens[end], '.') || isMark(tokens[end], ';')) end += 1
  return end === tokens.length ? reading.refs : null
}

export type FoundReference = { refs: ScriptureRef[]; text: string }

/**
 * Every reference written in running text (a description, a video title), in order. Books must be
 * capitalised here and short forms of one or two letters are ignored, so "mark 5 items" or
 * "Is 5 enough?" are not references; "Rev. Sarah Collins" is not one either (no chapter follows).
 */
export const findScriptureReferences = (text: string, limit = 50): FoundReference[] => {
  const tokens = tokenize(text)
  const found: FoundReference[] = []
  let i = 0
  while (i < tokens.length && found.length < limit) {
    const reading = readList(tokens, i, { inText: true })
    if (!reading) {
      i += 1
      continue
    }
    const from = tokens[reading.start].start
    const to = tokens[reading.next - 1].end
    found.push({ refs: reading.refs, text: text.slice(from, to).replace(/[\u2013\u2014]/g, '-') })
    i = reading.next
  }
  return found
}

/** The first reference in the text as written there (dashes made plain), if any. */
export const findBibleReference = (text: string): string | undefined =>
  findScriptureReferences(text, 1)[0]?.text

/** True when the text is a reference and little else ("John 3:16", "Psalm 23."). */
export const isBibleReference = (text: string): boolean => {
  const trimmed = text.trim()
  const found = findBibleReference(trimmed)
  return found !== undefined && found.length >= trimmed.replace(/[\u2013\u2014]/g, '-').length - 1
}
