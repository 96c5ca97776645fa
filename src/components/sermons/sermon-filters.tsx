import { SEARCH_PATH, type SermonListFilter } from '@/lib/sermon-filter'
import { Button } from '@/components/ui/button'
import { cx, fieldClass, labelClass, panelClass } from '@/components/ui/styles'

type Props = {
  /** What the controls show; the search text here is the one being typed, not yet applied. */
  values: SermonListFilter
  speakers: string[]
  series: string[]
  onChange: (name: keyof SermonListFilter, value: string) => void
  onClear: () => void
  onSubmitSearch: () => void
}

/**
 * The sermon list's filter bar: search, speaker, series, a date range, Search and Clear Filters.
 * A plain GET form to the archive's filtered view as well, with named fields, so it filters before
 * the page's scripts run, or without them; once they run, it filters in place as it always did.
 */
export const SermonFilters = ({
  values,
  speakers,
  series,
  onChange,
  onClear,
  onSubmitSearch,
}: Props) => (
  <form
    role="search"
    aria-label="Filter sermons"
    action={SEARCH_PATH}
    className={cx(panelClass, 'grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-6')}
    onSubmit={(event) => {
      event.preventDefault()
      onSubmitSearch()
    }}
  >
    <div className="sm:col-span-2 lg:col-span-6">
      <label htmlFor="sermon-search" className="sr-only">
        Search sermons
      </label>
      <input
        id="sermon-search"
        name="search"
        type="search"
        value={values.search}
        onChange={(event) => onChange('search', event.target.value)}
        placeholder="Search sermons by title, speaker, or scripture..."
        className={fieldClass}
      />
    </div>
    <div className="lg:col-span-2">
      <label htmlFor="sermon-speaker" className={labelClass}>
        Speaker
      </label>
      <select
        id="sermon-speaker"
        name="speaker"
        value={values.speaker}
        onChange={(event) => onChange('speaker', event.target.value)}
        className={fieldClass}
      >
        <option value="">All Speakers</option>
        {speakers.map((speaker) => (
          <option key={speaker}>{speaker}</option>
        ))}
      </select>
    </div>
    <div className="lg:col-span-2">
      <label htmlFor="sermon-series" className={labelClass}>
        Series
      </label>
      <select
        id="sermon-series"
        name="series"
        value={values.series}
        onChange={(event) => onChange('series', event.target.value)}
        className={fieldClass}
      >
        <option value="">All Series</option>
        {series.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
    </div>
    <div>
      <label htmlFor="sermon-start-date" className={labelClass}>
        Start date
      </label>
      <input
        id="sermon-start-date"
        name="startDate"
        type="date"
        value={values.startDate}
        max={values.endDate || undefined}
        onChange={(event) => onChange('startDate', event.target.value)}
        className={fieldClass}
      />
    </div>
    <div>
      <label htmlFor="sermon-end-date" className={labelClass}>
        End date
      </label>
      <input
        id="sermon-end-date"
        name="endDate"
        type="date"
        value={values.endDate}
        min={values.startDate || undefined}
        onChange={(event) => onChange('endDate', event.target.value)}
        className={fieldClass}
      />
    </div>
    <div className="flex gap-3 sm:col-span-2 lg:col-span-6">
      <Button type="submit" variant="cta">
        Search
      </Button>
      <Button type="button" onClick={onClear} variant="outline">
        Clear Filters
      </Button>
    </div>
  </form>
)
