import { findBibleReference, isBibleReference } from '@/lib/scripture/parse'

export type SermonDetails = { title: string; speaker?: string; scripture?: string }

/**
 * YouTube allows 100-character titles and 5,000-byte descriptions; anything longer is cut before a
 * pattern sees it, so an imported video can never make the sync slow.
 */
export const MAX_TITLE_LENGTH = 200
export const MAX_DESCRIPTION_LENGTH = 10_000

/**
 * "Speaker: …", "Preacher: …" or "Preached by …" on a line of its own in the description.
 * Patterns run on one trimmed line at a time with no trailing \s*, so each is linear.
 */
const SPEAKER_LABEL = /^(?:speaker|preacher|preached by)\s*[:\-–]?/i

/** "Scripture: …", "Scripture reading: …", "Reading: …" or "Text: …" on a line of its own. */
const SCRIPTURE_LABEL = /^(?:scripture(?: readings?)?|readings?|text)\s*:/i

/** What follows the label on the first line that starts with it, trimmed; empty values do not count. */
const labelledLine = (description: string, label: RegExp): string | undefined => {
  for (const rawLine of description.split('\n')) {
    const line = rawLine.trim()
    const found = label.exec(line)
    const value = found && line.slice(found[0].length).trim()
    if (value) return value
  }
  return undefined
}

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character)

/** "A | B | C" split at bars with space on both sides (a bar inside a word stays), in one pass. */
const splitTitle = (title: string): string[] => {
  const parts: string[] = []
  let start = 0
  for (let index = title.indexOf('|'); index >= 0; index = title.indexOf('|', index + 1)) {
    if (isSpace(title[index - 1]) && isSpace(title[index + 1])) {
      parts.push(title.slice(start, index))
      start = index + 1
    }
  }
  parts.push(title.slice(start))
  return parts.map((part) => part.trim()).filter(Boolean)
}

/** The first reference under the 'Scriptures Referenced:' block (docs/requirements/youtube.md). */
const referencedBlock = (description: string): string | undefined => {
  const index = description.search(/Scriptures Referenced:/i)
  if (index < 0) return undefined
  return findBibleReference(description.slice(index + 'Scriptures Referenced:'.length))
}

/**
 * Reads speaker and scripture from a video's title and description, following the church's
 * naming (docs/youtube-sync.md):
 * - the title may be "Title | Speaker", "Title | Scripture" or "Title | Speaker | Scripture"
 *   (the title proper is then the first part);
 * - a "Speaker:" / "Preacher:" line in the description names the speaker, and wins over the title;
 * - a "Scripture:" line names the scripture; otherwise the first reference under 'Scriptures
 *   Referenced:', then the first Bible reference anywhere in the title, then in the description.
 */
export const parseSermonDetails = (fullTitle: string, fullDescription = ''): SermonDetails => {
  const rawTitle = fullTitle.slice(0, MAX_TITLE_LENGTH)
  const description = fullDescription.slice(0, MAX_DESCRIPTION_LENGTH)
  const [first, ...rest] = splitTitle(rawTitle)
  const title = first ?? rawTitle.trim()
  const titleScripture = rest.find(isBibleReference)
  const titleSpeaker = rest.find((part) => !isBibleReference(part))

  const speaker = labelledLine(description, SPEAKER_LABEL) ?? titleSpeaker
  const scripture =
    labelledLine(description, SCRIPTURE_LABEL) ??
    titleScripture ??
    referencedBlock(description) ??
    findBibleReference(rawTitle) ??
    findBibleReference(description)

  return { title, speaker: speaker || undefined, scripture: scripture || undefined }
}
