'use client'

import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/select'
import { TextField } from '@/components/ui/text-field'
import { Textarea } from '@/components/ui/textarea'
import {
  MAX_QUESTIONS,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  readRegistrationSettings,
  type QuestionKind,
  type RegistrationQuestion,
  type RegistrationSettings,
} from '@/lib/registration/settings'

type Props = {
  id: string
  control: Control<Record<string, unknown>>
  setValue: UseFormSetValue<Record<string, unknown>>
  error?: string
}

/** An instant as the datetime-local picker shows it, in the browser's own zone. */
const toPicker = (iso: string | null) => {
  if (!iso) return ''
  const date = new Date(iso)
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

const fromPicker = (value: string) => (value ? new Date(value).toISOString() : null)

/** A key after the highest in use, so a new question never takes a current question's answers. */
const nextQuestionId = (questions: readonly RegistrationQuestion[]) => {
  const used = questions.map(({ id }) => Number(/^q(\d+)$/.exec(id)?.[1] ?? 0))
  return `q${Math.max(0, ...used) + 1}`
}

const wholeOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

/**
 * Registration for an event in words and pickers (docs/registration.md): on or off, places (empty
 * for no limit), waitlist, closing time, people per registration, reminder and up to five
 * questions. It writes the form's `registration` settings as one value.
 */
export const RegistrationEditor = ({ id, control, setValue, error }: Props) => {
  const stored = useWatch({ control, name: 'registration' }) as Partial<RegistrationSettings> | ''
  const settings = readRegistrationSettings(stored || null)
  const write = (change: Partial<RegistrationSettings>) =>
    setValue('registration', { ...settings, ...change }, { shouldDirty: true })
  const writeQuestion = (index: number, change: Partial<RegistrationQuestion>) =>
    write({
      questions: settings.questions.map((question, at) =>
        at === index ? { ...question, ...change } : question,
      ),
    })
  const addQuestion = () =>
    write({
      questions: [
        ...settings.questions,
        { id: nextQuestionId(settings.questions), label: '', kind: 'text', required: false },
      ],
    })

  return (
    <fieldset className="space-y-3 rounded border border-slate-300 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Registration</legend>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-enabled`}
          type="checkbox"
          className="h-4 w-4"
          checked={settings.enabled}
          onChange={(event) => write({ enabled: event.target.checked })}
        />
        <label htmlFor={`${id}-enabled`} className="text-sm font-medium">
          Take registrations on the event page
        </label>
      </div>
      {settings.enabled ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-capacity`} className="block text-sm font-medium">
              Places (each date)
            </label>
            <TextField
              id={`${id}-capacity`}
              type="number"
              min={0}
              value={settings.capacity ?? ''}
              placeholder="No limit"
              onChange={(event) => write({ capacity: wholeOrNull(event.target.value) })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-max-people`} className="block text-sm font-medium">
              Most people in one registration
            </label>
            <TextField
              id={`${id}-max-people`}
              type="number"
              min={1}
              value={settings.maxPeople}
              onChange={(event) => write({ maxPeople: Number(event.target.value) || 1 })}
            />
          </div>
          <div>
            <label htmlFor={`${id}-closes`} className="block text-sm font-medium">
              Registration closes (optional)
            </label>
            <TextField
              id={`${id}-closes`}
              type="datetime-local"
              value={toPicker(settings.closesAt)}
              onChange={(event) => write({ closesAt: fromPicker(event.target.value) })}
            />
            <p className="mt-1 text-xs text-slate-700">It always closes when the event starts.</p>
          </div>
          <div>
            <label htmlFor={`${id}-reminder`} className="block text-sm font-medium">
              Reminder email, hours before (0 for none)
            </label>
            <TextField
              id={`${id}-reminder`}
              type="number"
              min={0}
              value={settings.reminderHours}
              onChange={(event) => write({ reminderHours: Number(event.target.value) || 0 })}
            />
          </div>
          <div className="flex items-center gap-2 sm:col-span-2">
            <input
              id={`${id}-waitlist`}
              type="checkbox"
              className="h-4 w-4"
              checked={settings.waitlist}
              onChange={(event) => write({ waitlist: event.target.checked })}
            />
            <label htmlFor={`${id}-waitlist`} className="text-sm font-medium">
              When full, take names for a waitlist (moved in automatically when a place frees up)
            </label>
          </div>
          <div className="space-y-3 sm:col-span-2">
            <p className="text-sm font-medium">Questions for people registering</p>
            {settings.questions.map((question, index) => (
              <QuestionEditor
                key={question.id}
                id={`${id}-question-${index}`}
                question={question}
                onChange={(change) => writeQuestion(index, change)}
                onRemove={() =>
                  write({ questions: settings.questions.filter((_, at) => at !== index) })
                }
              />
            ))}
            {settings.questions.length < MAX_QUESTIONS ? (
              <Button type="button" variant="secondary" onClick={addQuestion}>
                Add a question
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

const QuestionEditor = ({
  id,
  question,
  onChange,
  onRemove,
}: {
  id: string
  question: RegistrationQuestion
  onChange: (change: Partial<RegistrationQuestion>) => void
  onRemove: () => void
}) => (
  <div className="grid gap-2 rounded border border-slate-200 p-3 sm:grid-cols-2">
    <div className="sm:col-span-2">
      <label htmlFor={`${id}-label`} className="block text-sm font-medium">
        Question
      </label>
      <TextField
        id={`${id}-label`}
        value={question.label}
        onChange={(event) => onChange({ label: event.target.value })}
      />
    </div>
    <div>
      <label htmlFor={`${id}-kind`} className="block text-sm font-medium">
        Answer
      </label>
      <Select
        id={`${id}-kind`}
        options={QUESTION_KINDS}
        labels={QUESTION_KIND_LABELS}
        value={question.kind}
        onChange={(event) => onChange({ kind: event.target.value as QuestionKind })}
      />
    </div>
    <div className="flex items-center gap-2">
      <input
        id={`${id}-required`}
        type="checkbox"
        className="h-4 w-4"
        checked={question.required}
        onChange={(event) => onChange({ required: event.target.checked })}
      />
      <label htmlFor={`${id}-required`} className="text-sm">
        Must be answered
      </label>
    </div>
    {question.kind === 'choice' ? (
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-choices`} className="block text-sm font-medium">
          Choices, one per line
        </label>
        <Textarea
          id={`${id}-choices`}
          rows={3}
          value={(question.choices ?? []).join('\n')}
          onChange={(event) => onChange({ choices: event.target.value.split('\n') })}
        />
      </div>
    ) : null}
    <div>
      <Button type="button" variant="secondary" onClick={onRemove}>
        Remove question
      </Button>
    </div>
  </div>
)
