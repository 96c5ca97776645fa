/**
 * How an event's `recurrenceRule` (staff type an iCalendar RRULE, e.g. FREQ=WEEKLY;BYDAY=TU)
 * becomes the RRULE of the calendar feed. The mapping (docs/podcast-calendar-seo.md):
 *
 * - only when `isRecurring` is ticked;
 * - an optional leading "RRULE:" is dropped, parts are upper-cased and trimmed;
 * - FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY (a church event never repeats by the hour);
 * - only the parts every calendar app understands are kept: INTERVAL, COUNT, UNTIL, BYDAY,
 *   BYMONTHDAY, BYMONTH, BYSETPOS, WKST, each checked for its form;
 * - anything else (an unknown part, a malformed value, COUNT with UNTIL) means the rule is not one
 *   we can publish: the event is sent as a single occurrence, and `recurrenceDescription` still
 *   tells people in words.
 */

const FREQUENCIES = new Set(['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'])
const DAY = '(?:[+-]?(?:[1-9]|[1-4]\\d|5[0-3]))?(?:MO|TU|WE|TH|FR|SA|SU)'
const list = (item: string) => new RegExp(`^${item}(?:,${item})*$`)
const PART_FORMS: Record<string, RegExp> = {
  INTERVAL: /^[1-9]\d{0,2}$/,
  COUNT: /^[1-9]\d{0,3}$/,
  UNTIL: /^\d{8}(?:T\d{6}Z?)?$/,
  BYDAY: list(DAY),
  BYMONTHDAY: list('-?(?:[1-9]|[12]\\d|3[01])'),
  BYMONTH: list('(?:[1-9]|1[0-2])'),
  BYSETPOS: list('-?(?:[1-9]|[1-9]\\d|[1-2]\\d\\d|3[0-5]\\d|36[0-6])'),
  WKST: /^(?:MO|TU|WE|TH|FR|SA|SU)$/,
}

export type RecurringSource = { isRecurring?: boolean | null; recurrenceRule?: string | null }

/** The RRULE value to publish ("FREQ=WEEKLY;BYDAY=TU"), or null for a single occurrence. */
export const publishableRrule = ({
  isRecurring,
  recurrenceRule,
}: RecurringSource): string | null => {
  if (!isRecurring || !recurrenceRule?.trim()) return null
  const body = recurrenceRule.trim().replace(/^RRULE:/i, '')
  const parts = new Map<string, string>()
  for (const part of body.split(';')) {
    if (!part.trim()) continue
    const [key, value, extra] = part.split('=').map((piece) => piece.trim().toUpperCase())
    if (!key || !value || extra !== undefined || parts.has(key)) return null
    parts.set(key, value)
  }
  const freq = parts.get('FREQ')
  if (!freq || !FREQUENCIES.has(freq)) return null
  if (parts.has('COUNT') && parts.has('UNTIL')) return null
  for (const [key, value] of parts) {
    if (key === 'FREQ') continue
    if (!PART_FORMS[key]?.test(value)) return null
  }
  return [
    `FREQ=${freq}`,
    ...[...parts].filter(([key]) => key !== 'FREQ').map(([k, v]) => `${k}=${v}`),
  ].join(';')
}

/**
 * The series' last day (YYYY-MM-DD) from UNTIL, or null when it runs on. UNTIL is read as a local
 * day in the church's zone, inclusive, whatever time a hand-typed rule gives (ADR 017).
 */
export const ruleLastDay = (rrule: string): string | null => {
  const match = /(?:^|;)UNTIL=(\d{4})(\d{2})(\d{2})/.exec(rrule)
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null
}
