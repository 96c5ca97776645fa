import type { Answers, RegistrationQuestion } from '@/lib/registration/settings'
import { badRequest } from '@/server/api/errors'

const YES = new Set([true, 'yes', 'true'])
const NO = new Set([false, 'no', 'false'])

/** One answer in its question's kind, or a sentence saying what is wrong with it. */
const answerOf = (
  question: RegistrationQuestion,
  given: unknown,
): { value?: string | number | boolean; error?: string } => {
  const blank = given === undefined || given === null || given === ''
  if (blank) return question.required ? { error: `Please answer "${question.label}"` } : {}
  switch (question.kind) {
    case 'text':
      return typeof given === 'string' ? { value: given.trim() } : { value: String(given) }
    case 'choice':
      return question.choices?.includes(String(given))
        ? { value: String(given) }
        : { error: `Please pick one of the choices for "${question.label}"` }
    case 'yesNo':
      if (YES.has(given as never)) return { value: true }
      if (NO.has(given as never)) return { value: false }
      return { error: `Please answer yes or no to "${question.label}"` }
    case 'number': {
      const number = typeof given === 'number' ? given : Number(String(given).trim())
      return Number.isFinite(number)
        ? { value: number }
        : { error: `Please give a number for "${question.label}"` }
    }
  }
}

/**
 * The answers to the event's own questions, each in its kind; answers to questions the event does
 * not ask are dropped. A missing required answer or a wrong one is a 400 naming the question.
 */
export const checkAnswers = (
  questions: readonly RegistrationQuestion[],
  given: Record<string, unknown> | undefined,
): Answers => {
  const answers: Answers = {}
  const errors: Record<string, string> = {}
  for (const question of questions) {
    const { value, error } = answerOf(question, given?.[question.id])
    if (error) errors[`answers.${question.id}`] = error
    else if (value !== undefined) answers[question.id] = value
  }
  const first = Object.values(errors)[0]
  if (first) throw badRequest(first, errors)
  return answers
}
