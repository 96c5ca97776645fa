import { SermonCard } from '@/components/cards/sermon-card'

import type { SermonCardData } from './sermon-card-data'

type Props = {
  sermons: SermonCardData[] | undefined
  isLoading: boolean
  errorMessage: string | null
  emptyText: string
  /** "1,204 sermons" or "37 sermons match", once loaded. */
  countText?: string
}

/** Loading, error, empty or the card grid (1, 2 or 3 columns by width). */
export const SermonResults = ({
  sermons,
  isLoading,
  errorMessage,
  emptyText,
  countText,
}: Props) => {
  const isEmpty = !isLoading && !errorMessage && sermons?.length === 0
  const hasCards = !isLoading && !errorMessage && Boolean(sermons?.length)
  return (
    <section aria-labelledby="sermon-results-heading" className="mt-8">
      <h2 id="sermon-results-heading" className="sr-only">
        Sermon results
      </h2>
      {/* Announces what a filter change did; always present so screen readers hear updates. */}
      <div aria-live="polite">
        {isLoading ? <p className="py-12 text-center text-slate-700">Loading sermons...</p> : null}
        {hasCards && countText ? (
          <p className="mb-4 text-sm font-medium text-slate-700">{countText}</p>
        ) : null}
        {isEmpty ? (
          <div className="py-12 text-center">
            <h3 className="text-xl font-semibold text-secondary">No Sermons Found</h3>
            <p className="mt-2 text-slate-700">{emptyText}</p>
          </div>
        ) : null}
      </div>
      {errorMessage ? (
        <p role="alert" className="py-12 text-center text-red-700">
          {errorMessage}
        </p>
      ) : null}
      {hasCards ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {sermons!.map((sermon) => (
            <li key={sermon.id}>
              <SermonCard sermon={sermon} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
