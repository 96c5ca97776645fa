import type { GroupField } from 'payload'

import { registrationQuestionsSchema } from '@/lib/schemas/registration-settings'
import { DEFAULT_MAX_PEOPLE, DEFAULT_REMINDER_HOURS } from '@/lib/registration/settings'

/**
 * An event's registration settings (docs/registration.md). For a repeating event they apply to
 * each occurrence on its own: every date has its own places and its own waitlist.
 */
export const registrationField: GroupField = {
  name: 'registration',
  type: 'group',
  fields: [
    { name: 'enabled', type: 'checkbox', defaultValue: false, label: 'Take registrations' },
    {
      name: 'capacity',
      type: 'number',
      min: 0,
      admin: { description: 'Places per date; leave empty for no limit' },
    },
    { name: 'waitlist', type: 'checkbox', defaultValue: true, label: 'Waitlist when full' },
    {
      name: 'closesAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Optional' },
    },
    { name: 'maxPeople', type: 'number', min: 1, defaultValue: DEFAULT_MAX_PEOPLE },
    { name: 'reminderHours', type: 'number', min: 0, defaultValue: DEFAULT_REMINDER_HOURS },
    // Up to five questions in one column: the page reads them with the event, no join.
    {
      name: 'questions',
      type: 'json',
      validate: (value: unknown) => {
        if (value === null || value === undefined) return true
        const parsed = registrationQuestionsSchema.safeParse(value)
        return parsed.success ? true : (parsed.error.issues[0]?.message ?? 'Invalid questions')
      },
      typescriptSchema: [
        () => ({
          type: ['array', 'null'],
          items: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              label: { type: 'string' },
              kind: { type: 'string', enum: ['text', 'choice', 'yesNo', 'number'] },
              required: { type: 'boolean' },
              choices: { type: 'array', items: { type: 'string' } },
            },
            required: ['id', 'label', 'kind', 'required'],
          },
        }),
      ],
    },
  ],
}
