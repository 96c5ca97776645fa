import { describeRecurrence } from '../calendar/describe-recurrence'
import { publishableRrule } from '../calendar/recurrence'
import { WEEKDAY_CODES, WEEKDAY_NAMES, type WeekdayCode } from '../calendar/repeat-choice'
import { formatTime } from '../format-date'

export type MeetingSource = {
  meetingDay?: string | null
  meetingTime?: string | null
  meetingRule?: string | null
}

/**
 * A Monday-to-Sunday week whose days anchor a rule: the recurrence words need a first date, and
 * only its weekday matters for a group (2024-01-01 was a Monday).
 */
export const meetingAnchorDate = (day: WeekdayCode) => `2024-01-0${WEEKDAY_CODES.indexOf(day) + 1}`

export const isWeekday = (value: unknown): value is WeekdayCode =>
  WEEKDAY_CODES.includes(value as WeekdayCode)

/** A stored repeat rule is one the events' rules can publish (src/lib/calendar/recurrence.ts). */
export const isReadableMeetingRule = (rule: string) =>
  publishableRrule({ isRecurring: true, recurrenceRule: rule }) !== null

/**
 * When a group meets, in words: "Every Tuesday, 7:00 PM", "First Saturday of each month, 9:00 AM".
 * A rule (picked with the events' repeat pickers) wins over the plain weekday; a group with
 * neither meets "by arrangement".
 */
export const meetingInWords = ({ meetingDay, meetingTime, meetingRule }: MeetingSource) => {
  const day = isWeekday(meetingDay) ? meetingDay : 'MO'
  const pattern =
    (meetingRule &&
      describeRecurrence({
        isRecurring: true,
        recurrenceRule: meetingRule,
        date: meetingAnchorDate(day),
      })) ||
    (isWeekday(meetingDay) ? `Every ${WEEKDAY_NAMES[meetingDay]}` : null)
  const time = meetingTime ? formatTime(meetingTime) : null
  if (!pattern) return time ? `By arrangement, ${time}` : 'By arrangement'
  return time ? `${pattern}, ${time}` : pattern
}
