import { FieldShell } from '@/components/forms/field-shell'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import type { RegistrationQuestion } from '@/lib/registration/settings'

/** The event's own questions as form controls, named answers.<id> so the form reads them. */
export const RegistrationQuestions = ({
  questions,
  errors,
}: {
  questions: readonly RegistrationQuestion[]
  errors: Record<string, string>
}) =>
  questions.map((question) => {
    const id = `registration-answer-${question.id}`
    const name = `answers.${question.id}`
    const label = question.required ? `${question.label} *` : question.label
    const error = errors[name]
    if (question.kind === 'choice' || question.kind === 'yesNo') {
      const options = question.kind === 'yesNo' ? ['yes', 'no'] : (question.choices ?? [])
      return (
        <FieldShell key={question.id} id={id} label={label} error={error}>
          <Select
            id={id}
            name={name}
            options={options}
            labels={question.kind === 'yesNo' ? { yes: 'Yes', no: 'No' } : undefined}
            defaultValue=""
          >
            <option value="">Choose…</option>
          </Select>
        </FieldShell>
      )
    }
    return (
      <FieldShell key={question.id} id={id} label={label} error={error}>
        <TextField id={id} name={name} type={question.kind === 'number' ? 'number' : 'text'} />
      </FieldShell>
    )
  })
