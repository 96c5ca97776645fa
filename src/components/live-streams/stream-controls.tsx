import type { StreamSort, StreamType } from '@/lib/content/live-streams'
import { cx, fieldClass, labelClass, panelClass } from '@/components/ui/styles'

export const TYPE_OPTIONS: { value: StreamType; label: string }[] = [
  { value: 'all', label: 'All Services' },
  { value: 'live', label: 'Live Now' },
  { value: 'recorded', label: 'Recorded' },
]

export const SORT_OPTIONS: { value: StreamSort; label: string }[] = [
  { value: 'date', label: 'Date (Newest First)' },
  { value: 'title', label: 'Title (A-Z)' },
  { value: 'duration', label: 'Duration' },
]

type Props = {
  search: string
  type: StreamType
  sort: StreamSort
  onSearch: (value: string) => void
  onType: (value: StreamType) => void
  onSort: (value: StreamSort) => void
}

/** Search, type filter and sort for the services list. */
export const StreamControls = ({ search, type, sort, onSearch, onType, onSort }: Props) => (
  <form
    role="search"
    aria-label="Find a service"
    className={cx(panelClass, 'grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-4')}
    onSubmit={(event) => event.preventDefault()}
  >
    <div className="sm:col-span-2">
      <label htmlFor="stream-search" className={labelClass}>
        Search
      </label>
      <input
        id="stream-search"
        type="search"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder="Search services..."
        className={fieldClass}
      />
    </div>
    <div>
      <label htmlFor="stream-type" className={labelClass}>
        Show
      </label>
      <select
        id="stream-type"
        value={type}
        onChange={(event) => onType(event.target.value as StreamType)}
        className={fieldClass}
      >
        {TYPE_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
    <div>
      <label htmlFor="stream-sort" className={labelClass}>
        Sort by
      </label>
      <select
        id="stream-sort"
        value={sort}
        onChange={(event) => onSort(event.target.value as StreamSort)}
        className={fieldClass}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  </form>
)
