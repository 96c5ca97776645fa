import { whenInWords } from '@/lib/publishing/words'
import type { VersionSummary } from '@/lib/schemas/history'

/**
 * A version as one line for staff: "Saved as draft by Ana Ruiz · Sat 28 Nov, 4:12 PM · changed
 * Title, Date". Nobody's name is the website's own save (a scheduled publish, the seed, a timed
 * sync, or a save from before authors were recorded).
 */
export const versionInWords = (
  version: VersionSummary,
  timeZone: string,
  labelOf: (name: string) => string,
  isFirst: boolean,
  now = new Date(),
): string => {
  const what = version.status === 'draft' ? 'Saved as draft' : 'Published'
  const who = version.author ? version.author.name : 'the website'
  const changed = version.changedFields.length
    ? ` · changed ${version.changedFields.map(labelOf).join(', ')}`
    : isFirst
      ? ' · the oldest version kept'
      : ' · no fields changed'
  return `${what} by ${who} · ${whenInWords(version.createdAt, timeZone, now)}${changed}`
}

/** Short, for the compare view's column headings and the restore question. */
export const versionShortly = (version: VersionSummary, timeZone: string): string =>
  `${version.status === 'draft' ? 'Draft' : 'Published'} ${whenInWords(version.createdAt, timeZone)}${
    version.author ? ` by ${version.author.name}` : ''
  }`
