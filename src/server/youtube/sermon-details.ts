import { findBibleReference, isBibleReference } from '@/lib/scripture/parse'

export type SermonDetails = { title: string; speaker?: string; scripture?: string }

/** "Speaker: …", "Preacher: …" or "Preached by …" on a line of its own in the description. */
const SPEAKER_LINE = /^\s*(?:speaker|preacher|preached by)\s*[:\-–]?\s*(.+?)\s*$/im

/** "Scripture: …", "Scripture reading: …", "Reading: …" or "Text: …" on a line of its own. */
const SCRIPTURE_LINE = /^\s*(?:scripture(?: readings?)?|readings?|text)\s*:\s*(.+?)\s*$/im

/** The first reference under the spec's 'Scriptures Referenced:' block. */
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
export const parseSermonDetails = (rawTitle: string, description = ''): SermonDetails => {
  const [first, ...rest] = rawTitle
    .split(/\s+\|\s+/)
    .map((part) => part.trim())
    .filter(Boolean)
  const title = first ?? rawTitle.trim()
  const titleScripture = rest.find(isBibleReference)
  const titleSpeaker = rest.find((part) => !isBibleReference(part))

  const speaker = SPEAKER_LINE.exec(description)?.[1] ?? titleSpeaker
  const scripture =
    SCRIPTURE_LINE.exec(description)?.[1] ??
    titleScripture ??
    referencedBlock(description) ??
    findBibleReference(rawTitle) ??
    findBibleReference(description)

  return { title, speaker: speaker || undefined, scripture: scripture || undefined }
}
