/** The days a weekly service can fall on, Sunday first as a church's week is read. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const

export type Weekday = (typeof WEEKDAYS)[number]

/** 'tuesday' as people write it: 'Tuesday'. */
export const dayName = (day: Weekday): string => day[0].toUpperCase() + day.slice(1)

/** schema.org's name of the day (openingHoursSpecification.dayOfWeek). */
export const schemaOrgDay = (day: Weekday): string => `https://schema.org/${dayName(day)}`
