import type { SelectField, TextField } from 'payload'

import { normaliseDuration } from '@/lib/content/duration'
import { messages } from '@/lib/validation/messages'
import {
  isEmail,
  isHttpUrl,
  isImageLocation,
  isIsoDate,
  isBlank,
  isTimeOfDay,
  orBlank,
} from '@/lib/validation/rules'

import { required, validateWith } from './validate'

type Overrides = Partial<Omit<TextField, 'type' | 'hasMany'>> & { name: string }

/** A calendar date kept as YYYY-MM-DD text, so it never shifts with a time zone. */
export const dateField = ({ name, required: isRequired = true, ...rest }: Overrides) =>
  ({
    name,
    type: 'text',
    required: isRequired,
    index: true,
    validate: isRequired
      ? required(messages.dateRequired, isIsoDate, messages.dateFormat)
      : validateWith(orBlank(isIsoDate), messages.dateFormat),
    admin: { placeholder: 'YYYY-MM-DD', ...rest.admin },
    ...rest,
  }) as TextField

/** A time of day kept as HH:MM (24-hour); pages show it in 12-hour form. */
export const timeField = ({ name, ...rest }: Overrides) =>
  ({
    name,
    type: 'text',
    validate: validateWith(orBlank(isTimeOfDay), messages.timeFormat),
    admin: { placeholder: 'HH:MM' },
    ...rest,
  }) as TextField

export const urlField = ({ name, ...rest }: Overrides) =>
  ({
    name,
    type: 'text',
    validate: validateWith(orBlank(isHttpUrl), messages.validUrl),
    ...rest,
  }) as TextField

/** The image rule (docs/requirements/api.md): empty, or starting with http or /. */
export const imageUrlField = ({ name, ...rest }: Overrides) =>
  ({
    name,
    type: 'text',
    validate: validateWith(orBlank(isImageLocation), messages.imageUrl),
    ...rest,
  }) as TextField

export const optionalEmailField = ({ name, ...rest }: Overrides) =>
  ({
    name,
    type: 'text',
    validate: validateWith(orBlank(isEmail), messages.validEmail),
    ...rest,
  }) as TextField

/** The YouTube video id a synced item came from: the key that keeps a re-sync from duplicating. */
export const youtubeVideoIdField = (): TextField => ({
  name: 'youtubeVideoId',
  type: 'text',
  unique: true,
  admin: { readOnly: true, position: 'sidebar', description: 'Set by YouTube sync.' },
})

/** A workflow status that starts at its first value; staff move it on from the dashboard. */
export const statusField = (statuses: readonly string[]): SelectField => ({
  name: 'status',
  type: 'select',
  defaultValue: statuses[0],
  index: true,
  options: statuses.map((status) => ({ label: status, value: status })),
})

/**
 * A duration stored as "42:10" or "1:05:00"; what /cms is given is normalised as the dashboard's
 * and the API's schema does ("27 min" -> "27:00"), and anything else is refused.
 */
export const durationField = (): TextField => ({
  name: 'duration',
  type: 'text',
  admin: { placeholder: '42:10 or 1:05:00' },
  hooks: {
    beforeValidate: [
      ({ value }) =>
        typeof value === 'string' && value.trim() ? (normaliseDuration(value) ?? value) : value,
    ],
  },
  validate: validateWith(
    (value) => isBlank(value) || (typeof value === 'string' && normaliseDuration(value) !== null),
    messages.durationFormat,
  ),
})
