/**
 * An event's registration settings (docs/registration.md), as stored on the event and read by
 * the page, the API and the dashboard. Browser-safe: no schema library here.
 */

export const QUESTION_KINDS = ['text', 'choice', 'yesNo', 'number'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

/** How staff name each kind of question in the dashboard. */
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Short answer',
  choice: 'Choice',
  yesNo: 'Yes or no',
  number: 'Number',
}

export const MAX_QUESTIONS = 5
export const MAX_CHOICES = 10
export const DEFAULT_REMINDER_HOURS = 24
export const DEFAULT_MAX_PEOPLE = 10

export type RegistrationQuestion = {
  /** Stable key of the answer, so renaming a question keeps the answers given before. */
  id: string
  label: string
  kind: QuestionKind
  required: boolean
  /** The options of a choice question. */
  choices?: string[]
}

export type RegistrationSettings = {
  enabled: boolean
  /** null: no limit. 0: every sign-up goes on the waitlist (or is refused without one). */
  capacity: number | null
  waitlist: boolean
  /** An ISO instant after which nobody may register; each occurrence also closes as it starts. */
  closesAt: string | null
  maxPeople: number
  /** Hours before the start the reminder goes out; 0 sends none. */
  reminderHours: number
  questions: RegistrationQuestion[]
}

/** An answer as stored: text, a number, or yes/no. */
export type Answer = string | number | boolean
export type Answers = Record<string, Answer>

type StoredSettings = {
  enabled?: boolean | null
  capacity?: number | null
  waitlist?: boolean | null
  closesAt?: string | null
  maxPeople?: number | null
  reminderHours?: number | null
  questions?: unknown
}

const isQuestion = (value: unknown): value is RegistrationQuestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RegistrationQuestion).id === 'string' &&
  typeof (value as RegistrationQuestion).label === 'string' &&
  QUESTION_KINDS.includes((value as RegistrationQuestion).kind)

/** The settings as stored on an event (a group that may be empty), with the defaults filled in. */
export const readRegistrationSettings = (
  stored: StoredSettings | null | undefined,
): RegistrationSettings => ({
  enabled: stored?.enabled === true,
  capacity: typeof stored?.capacity === 'number' ? stored.capacity : null,
  waitlist: stored?.waitlist !== false,
  closesAt: stored?.closesAt ?? null,
  maxPeople: typeof stored?.maxPeople === 'number' ? stored.maxPeople : DEFAULT_MAX_PEOPLE,
  reminderHours:
    typeof stored?.reminderHours === 'number' ? stored.reminderHours : DEFAULT_REMINDER_HOURS,
  questions: Array.isArray(stored?.questions) ? stored.questions.filter(isQuestion) : [],
})
