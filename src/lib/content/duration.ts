/**
 * A sermon's duration as staff type it ("31:48", "1:02:03", "45") in whole seconds, or null when
 * it is not a duration. itunes:duration and schema.org's ISO 8601 form are both made from this.
 */
export const durationSeconds = (text: string | null | undefined): number | null => {
  const trimmed = text?.trim() ?? ''
  if (!/^\d+(:\d{1,2}){0,2}$/.test(trimmed)) return null
  const parts = trimmed.split(':').map(Number)
  if (parts.slice(1).some((part) => part > 59)) return null
  const seconds = parts.reduce((total, part) => total * 60 + part, 0)
  return seconds > 0 ? seconds : null
}

/** 1908 -> "PT31M48S". */
export const isoDuration = (seconds: number): string => {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`
}

/** 1908 -> "31:48", 3900 -> "1:05:00": the form the dashboard's hint shows. */
export const clockDuration = (seconds: number): string => {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}

// "1h 5m", "27 min", "1 hour and 5 minutes", "90 mins", "45s": each unit at most once, in order.
const IN_WORDS =
  /^(?:(\d+)\s*h(?:ours?|rs?)?)?[\s,]*(?:and\s+)?(?:(\d+)\s*m(?:in(?:ute)?s?)?)?[\s,]*(?:and\s+)?(?:(\d+)\s*s(?:ec(?:ond)?s?)?)?$/i

const wordsSeconds = (text: string): number | null => {
  const match = IN_WORDS.exec(text)
  if (!match || match.slice(1).every((part) => part === undefined)) return null
  const [hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0))
  return hours * 3600 + minutes * 60 + seconds || null
}

/**
 * What staff typed as a duration, in the one stored form ("27 min" -> "27:00", "1h 5m" ->
 * "1:05:00", "75:00" -> "1:15:00"), or null when it is not one. A bare number is refused: "45"
 * could be minutes or seconds (docs/staff-dashboard.md).
 */
export const normaliseDuration = (text: string): string | null => {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return null
  const seconds = trimmed.includes(':') ? durationSeconds(trimmed) : wordsSeconds(trimmed)
  return seconds ? clockDuration(seconds) : null
}
