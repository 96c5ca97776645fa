'use client'

import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { ServiceCard } from '@/components/cards/service-card'
import {
  filterStreams,
  sortStreams,
  streamCountText,
  type StreamSort,
  type StreamType,
  type VisitorStream,
} from '@/lib/content/live-streams'

import { StreamControls } from './stream-controls'

/**
 * The services list: searched, filtered and sorted in the browser on the loaded list
 * (docs/requirements/public-pages.md).
 */
export const StreamBrowser = ({ streams }: { streams: VisitorStream[] }) => {
  const [search, setSearch] = useState('')
  const [type, setType] = useState<StreamType>('all')
  const [sort, setSort] = useState<StreamSort>('date')
  const shown = sortStreams(filterStreams(streams, search, type), sort)
  const searching = search.trim() !== ''
  return (
    <>
      <StreamControls
        search={search}
        type={type}
        sort={sort}
        onSearch={setSearch}
        onType={setType}
        onSort={setSort}
      />
      <section aria-labelledby="services-heading" className="mt-6">
        <h2 id="services-heading" className="sr-only">
          Services
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p aria-live="polite" className="font-medium text-slate-800">
            {streamCountText(shown.length, search)}
          </p>
          {searching ? (
            <Button variant="chip" onClick={() => setSearch('')}>
              Clear Search
            </Button>
          ) : null}
        </div>
        {shown.length ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((stream) => (
              <li key={stream.id}>
                <ServiceCard stream={stream} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="py-12 text-center text-slate-700">
            {searching ? 'No services found matching your search.' : 'No services available.'}
          </p>
        )}
      </section>
    </>
  )
}
