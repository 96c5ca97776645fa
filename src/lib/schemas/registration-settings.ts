import { z } from 'zod'

import { MAX_CHOICES, MAX_QUESTIONS, QUESTION_KINDS } from '../registration/settings'
import { cappedString, optionalFlag } from './fields'

/**
 * An event's registration settings as the dashboard and PUT /api/admin/events write them
 * (docs/registration.md). Every field may be left out: readRegistrationSettings fills in the rest.
 */

const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a whole number from ${min} to ${max}` })
    .int(`${what} must be a whole number from ${min} to ${max}`)
    .min(min, `${what} must be a whole number from ${min} to ${max}`)
    .max(max, `${what} must be a whole number from ${min} to ${max}`)

export const registrationQuestionSchema = z
  .object({
    id: cappedString(40).trim().min(1, 'Each question needs an id'),
    label: cappedString(200).trim().min(1, 'Each question needs a wording'),
    kind: z.enum(QUESTION_KINDS, {
      error: 'A question is a short answer, choice, yes/no or number',
    }),
    required: z.boolean().default(false),
    // Staff type one choice a line: blank lines are dropped, not refused.
    choices: z
      .array(cappedString(100))
      .transform((choices) => choices.map((choice) => choice.trim()).filter(Boolean))
      .pipe(
        z.array(z.string()).max(MAX_CHOICES, `A question offers at most ${MAX_CHOICES} choices`),
      )
      .optional(),
  })
  .refine(
    (question) => question.kind !== 'choice' || (question.choices?.length ?? 0) >= 2,
    'A choice question needs at least two choices',
  )

export const registrationQuestionsSchema = z
  .array(registrationQuestionSchema)
  .max(MAX_QUESTIONS, `An event asks at most ${MAX_QUESTIONS} questions`)
  .refine(
    (questions) => new Set(questions.map(({ id }) => id)).size === questions.length,
    'Two questions have the same id',
  )

export const registrationSettingsSchema = z
  .object({
    enabled: optionalFlag(),
    capacity: wholeNumber('Capacity', 0, 100_000).nullish(),
    waitlist: optionalFlag(),
    closesAt: z.iso
      .datetime({ offset: true, error: 'Closing time must be a date and time' })
      .nullish(),
    maxPeople: wholeNumber('People per registration', 1, 100).nullish(),
    reminderHours: wholeNumber('Reminder hours', 0, 24 * 14).nullish(),
    questions: registrationQuestionsSchema.nullish(),
  })
  .nullish()
  // Payload keeps a group even when empty: null (a read's "unset") writes no settings.
  .transform((value) => value ?? undefined)

export type RegistrationSettingsBody = z.infer<typeof registrationSettingsSchema>
