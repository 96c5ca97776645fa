import type { Metadata } from 'next'

import { QueryProvider } from '@/components/query-provider.client'
import { SermonBrowser } from '@/components/sermons/sermon-browser.client'
import { distinctValues } from '@/lib/content/distinct-values'
import { getSermonsQuerySchema } from '@/lib/schemas/sermons'
import { listSermons } from '@/server/sermons/list-sermons'

export const metadata: Metadata = {
  title: 'Sermons',
  description: 'Watch and listen to recent sermons, by speaker, series, scripture or date.',
}

const SermonsPage = async () => {
  const sermons = await listSermons(getSermonsQuerySchema.parse({}))
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-secondary sm:text-4xl">Sermons</h1>
      <p className="mt-2 mb-6 text-slate-700">
        Catch up on Sunday preaching, or look for a passage, a speaker or a series.
      </p>
      <QueryProvider>
        <SermonBrowser
          initialSermons={sermons}
          // From the unfiltered list, so that filtering never shrinks the dropdowns.
          speakers={distinctValues(sermons, (sermon) => sermon.speaker)}
          series={distinctValues(sermons, (sermon) => sermon.series)}
        />
      </QueryProvider>
    </div>
  )
}

export default SermonsPage
