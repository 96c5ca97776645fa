/**
 * How long each kind of personal data is kept (docs/privacy.md#retention): one entry a setting of
 * the privacy-settings global, shared by the global, its /api schema, the dashboard's pickers,
 * the daily job and the /privacy page, so all of them say the same.
 */
export type RetentionUnit = 'months' | 'days'

export type RetentionRule = {
  /** The global's field. */
  name: RetentionSettingName
  /** What is kept, as staff and visitors read it. */
  label: string
  unit: RetentionUnit
  defaultValue: number
  /** The picker's choices; a saved value is one of them. */
  choices: readonly number[]
  /** Where the time is counted from, in words ("after it is sent"). */
  counted: string
}

export type RetentionSettingName =
  | 'contactMessagesMonths'
  | 'visitorRequestsMonths'
  | 'registrationsMonths'
  | 'prayerRequestsMonths'
  | 'groupJoinRequestsMonths'
  | 'outboxDays'
  | 'trashDays'

const MONTH_CHOICES = [1, 3, 6, 12, 18, 24, 36, 60, 84] as const
const DAY_CHOICES = [7, 14, 30, 60, 90, 180, 365] as const

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    name: 'contactMessagesMonths',
    label: 'Contact messages',
    unit: 'months',
    defaultValue: 24,
    choices: MONTH_CHOICES,
    counted: 'after they are sent',
  },
  {
    name: 'visitorRequestsMonths',
    label: 'Plan a Visit requests',
    unit: 'months',
    defaultValue: 24,
    choices: MONTH_CHOICES,
    counted: 'after they are sent',
  },
  {
    name: 'registrationsMonths',
    label: 'Event registrations',
    unit: 'months',
    defaultValue: 12,
    choices: MONTH_CHOICES,
    counted: 'after the event',
  },
  {
    name: 'prayerRequestsMonths',
    label: 'Prayer requests',
    unit: 'months',
    defaultValue: 6,
    choices: MONTH_CHOICES,
    counted: 'after they are sent',
  },
  {
    name: 'groupJoinRequestsMonths',
    label: 'Requests to join a group',
    unit: 'months',
    defaultValue: 12,
    choices: MONTH_CHOICES,
    counted: 'after they are sent',
  },
  {
    name: 'outboxDays',
    label: 'Emails that could not be delivered',
    unit: 'days',
    defaultValue: 90,
    choices: DAY_CHOICES,
    counted: 'after they were written',
  },
  // Not personal data, but a keep-for period staff set in the same place (docs/trash.md).
  {
    name: 'trashDays',
    label: 'Items in the trash',
    unit: 'days',
    defaultValue: 30,
    choices: DAY_CHOICES,
    counted: 'after they are moved to the trash',
  },
]

/** "6 months", "1 year", "18 months", "2 years", "90 days": a period in words, never ISO. */
export const retentionInWords = (value: number, unit: RetentionUnit): string => {
  if (unit === 'days') return value === 1 ? '1 day' : `${value} days`
  if (value % 12 === 0) return value === 12 ? '1 year' : `${value / 12} years`
  return value === 1 ? '1 month' : `${value} months`
}

export type RetentionSettings = Record<RetentionSettingName, number>

export const RETENTION_DEFAULTS = Object.fromEntries(
  RETENTION_RULES.map(({ name, defaultValue }) => [name, defaultValue]),
) as RetentionSettings
