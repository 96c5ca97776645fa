'use client'

import { useQuery } from '@tanstack/react-query'

import type { PageTexts } from '@/lib/page-texts/defaults'
import type { ServiceTimesContent } from '@/lib/service-times/service-time'

import { card } from '../ui/styles'
import { GiveTextsForm } from './give-texts-form.client'
import { NavigationForm } from './navigation-form.client'
import { PageSection } from './page-section'
import { PAGE_TEXTS_KEY } from './page-text-fields'
import { SERVICE_TIMES_KEY, ServiceTimesForm } from './service-times-form.client'
import { VisitTextsForm } from './visit-texts-form.client'

/**
 * What visitors read that is not a list of sermons or events, one form per page
 * (docs/site-content.md). Each save shows on the public pages at their next view.
 */
export const PagesTab = () => {
  const serviceTimes = useQuery<ServiceTimesContent>({ queryKey: SERVICE_TIMES_KEY })
  const texts = useQuery<PageTexts>({ queryKey: PAGE_TEXTS_KEY })
  return (
    <section className={card} aria-labelledby="pages-heading">
      <h2 id="pages-heading" className="text-xl font-semibold">
        Pages
      </h2>
      <PageSection
        id="service-times"
        title="Service times"
        shownOn="Shown on the home page, the contact page and in the footer, in this order."
        query={serviceTimes}
      >
        {serviceTimes.data ? <ServiceTimesForm saved={serviceTimes.data} /> : null}
      </PageSection>
      <PageSection
        id="visit"
        title="Plan a Visit"
        shownOn="The welcome under the page's heading, and its questions in this order."
        query={texts}
      >
        {texts.data ? <VisitTextsForm saved={texts.data.visit} /> : null}
      </PageSection>
      <PageSection
        id="give"
        title="Give"
        shownOn="The account the Give Online button opens, and the notice under it."
        query={texts}
      >
        {texts.data ? <GiveTextsForm saved={texts.data.give} /> : null}
      </PageSection>
      <PageSection
        id="navigation"
        title="Navigation"
        shownOn="The menu at the top of every page, and the footer's Quick Links, in this order."
        query={texts}
      >
        {texts.data ? <NavigationForm saved={texts.data.navigation} /> : null}
      </PageSection>
    </section>
  )
}
