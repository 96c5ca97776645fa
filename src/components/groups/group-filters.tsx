import { Button } from '@/components/ui/button'
import { buttonClasses, cx, fieldClass, labelClass, panelClass } from '@/components/ui/styles'
import { WEEKDAY_CODES, WEEKDAY_NAMES } from '@/lib/calendar/repeat-choice'
import { dayParam, type GroupFilter } from '@/lib/groups/group-filter'
import { GROUP_CATEGORIES, GROUP_CATEGORY_LABELS } from '@/lib/groups/group-options'

export const GROUPS_PATH = '/groups'

type Props = { filter: GroupFilter; areas: string[] }

/**
 * The directory's filters: a plain GET form to /groups, rendered on the server, so filtering
 * works with no script at all (the page reads the same names back, group-filter.ts).
 */
export const GroupFilters = ({ filter, areas }: Props) => (
  <form
    role="search"
    aria-label="Filter groups"
    action={GROUPS_PATH}
    method="get"
    className={cx(panelClass, 'grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4')}
  >
    <div className="sm:col-span-2 lg:col-span-4">
      <label htmlFor="group-search" className={labelClass}>
        Search by name
      </label>
      <input
        id="group-search"
        name="q"
        type="search"
        defaultValue={filter.q}
        maxLength={100}
        className={fieldClass}
      />
    </div>
    <div>
      <label htmlFor="group-day" className={labelClass}>
        Day
      </label>
      <select
        id="group-day"
        name="day"
        defaultValue={filter.day ? dayParam(filter.day) : ''}
        className={fieldClass}
      >
        <option value="">Any day</option>
        {WEEKDAY_CODES.map((day) => (
          <option key={day} value={dayParam(day)}>
            {WEEKDAY_NAMES[day]}
          </option>
        ))}
      </select>
    </div>
    <div>
      <label htmlFor="group-category" className={labelClass}>
        Kind of group
      </label>
      <select
        id="group-category"
        name="category"
        defaultValue={filter.category ?? ''}
        className={fieldClass}
      >
        <option value="">All kinds</option>
        {GROUP_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {GROUP_CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
    </div>
    <div>
      <label htmlFor="group-area" className={labelClass}>
        Area
      </label>
      <select id="group-area" name="area" defaultValue={filter.area ?? ''} className={fieldClass}>
        <option value="">All areas</option>
        {areas.map((area) => (
          <option key={area}>{area}</option>
        ))}
      </select>
    </div>
    <div className="flex items-end gap-3">
      <Button type="submit" variant="cta">
        Find Groups
      </Button>
      <a href={GROUPS_PATH} className={buttonClasses.outline}>
        Clear
      </a>
    </div>
  </form>
)
