'use client'

import { useQuery } from '@tanstack/react-query'

import type { ServiceTimesContent } from '@/lib/service-times/service-time'

import { QueryState } from '../ui/query-state'
import { card } from '../ui/styles'
import { SERVICE_TIMES_KEY, ServiceTimesForm } from './service-times-form.client'

/**
 * What visitors read that is not a list of sermons or events, one form per page
 * (docs/site-content.md). Each save shows on the public pages at their next view.
 */
export const PagesTab = () => {
  const serviceTimes = useQuery<ServiceTimesContent>({ queryKey: SERVICE_TIMES_KEY })
  return (
    <section className={card} aria-labelledby="pages-heading">
      <h2 id="pages-heading" className="text-xl font-semibold">
        Pages
      </h2>
      <section aria-labelledby="pages-service-times-heading" className="mt-6">
        <h3 id="pages-service-times-heading" className="text-lg font-semibold">
          Service times
        </h3>
        <p className="mt-1 text-sm text-slate-700">
          Shown on the home page, the contact page and in the footer, in this order.
        </p>
        <div className="mt-4">
          <QueryState
            isLoading={serviceTimes.isLoading}
            error={serviceTimes.error}
            what="the service times"
          >
            {serviceTimes.data ? <ServiceTimesForm saved={serviceTimes.data} /> : null}
          </QueryState>
        </div>
      </section>
    </section>
  )
}
