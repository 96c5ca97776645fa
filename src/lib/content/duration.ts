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
