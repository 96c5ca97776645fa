import { WEEKDAY_CODES, WEEKDAY_NAMES, type WeekdayCode } from '../calendar/repeat-choice'
import { GROUP_CATEGORIES, type GroupCategory } from './group-options'
import type { PublicGroup } from './public-group'

/**
 * The /groups directory's filters, read from its GET form's query (`day`, `category`, `area`,
 * `q`), so the form works before any script runs. A value the form never offers is ignored
 * rather than refused: a visitor with an old link still sees the directory.
 */
export type GroupFilter = {
  day: WeekdayCode | null
  category: GroupCategory | null
  area: string | null
  q: string
}

export const NO_GROUP_FILTER: GroupFilter = { day: null, category: null, area: null, q: '' }

/** Days travel as words (`day=tuesday`), the address a visitor may read or share. */
export const dayParam = (day: WeekdayCode) => WEEKDAY_NAMES[day].toLowerCase()

const dayFromParam = (value: string | undefined): WeekdayCode | null =>
  WEEKDAY_CODES.find((code) => dayParam(code) === value?.trim().toLowerCase()) ?? null

const MAX_SEARCH = 100

export const readGroupFilter = (param: (name: string) => string | undefined): GroupFilter => {
  const category = param('category')?.trim()
  return {
    day: dayFromParam(param('day')),
    category: GROUP_CATEGORIES.includes(category as GroupCategory)
      ? (category as GroupCategory)
      : null,
    area: param('area')?.trim() || null,
    q: (param('q') ?? '').trim().slice(0, MAX_SEARCH),
  }
}

export const isFiltered = (filter: GroupFilter) =>
  Boolean(filter.day || filter.category || filter.area || filter.q)

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' }) === 0

/** The groups the filter keeps: every filter given must match; the search looks at names. */
export const filterGroups = (groups: PublicGroup[], filter: GroupFilter): PublicGroup[] => {
  const words = filter.q.toLowerCase()
  return groups.filter(
    (group) =>
      (!filter.day || group.meetingDay === filter.day) &&
      (!filter.category || group.category === filter.category) &&
      (!filter.area || (group.area !== null && same(group.area, filter.area))) &&
      (!words || group.name.toLowerCase().includes(words)),
  )
}

/** The areas the listed groups meet in, for the area picker, in alphabetical order. */
export const areasOf = (groups: PublicGroup[]): string[] => {
  const byKey = new Map<string, string>()
  for (const { area } of groups) {
    if (area && !byKey.has(area.toLowerCase())) byKey.set(area.toLowerCase(), area)
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b))
}
