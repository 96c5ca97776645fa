'use client'

import { SermonCard } from '@/components/cards/sermon-card'

import type { SermonCardData } from './sermon-card-data'

/**
 * A grid of sermon cards for server pages (series, speakers). A client component on purpose:
 * the page then carries each card's few fields once as data, instead of every card's rendered
 * markup a second time in the RSC payload (an archive page must stay under 60 kB).
 */
export const SermonGrid = ({ sermons, label }: { sermons: SermonCardData[]; label: string }) => (
  <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label={label}>
    {sermons.map((sermon) => (
      <li key={sermon.id}>
        <SermonCard sermon={sermon} />
      </li>
    ))}
  </ul>
)
