'use client'

import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'

import type { PageTexts } from '@/lib/page-texts/defaults'
import type { PublishingState } from '@/lib/schemas/publishing'
import type { ServiceTimesContent } from '@/lib/service-times/service-time'

import { GlobalHistoryButton } from '../history/global-history.client'
import {
  pageTextHistoryFields,
  SERVICE_TIMES_HISTORY_FIELDS,
} from '../history/global-history-fields'
import { card } from '../ui/styles'
import { AboutTextsForm } from './about-texts-form.client'
import { GiveTextsForm } from './give-texts-form.client'
import { HomeTextsForm } from './home-texts-form.client'
import { NavigationForm } from './navigation-form.client'
import { PageSection } from './page-section'
import { PAGE_TEXTS_KEY } from './page-text-fields'
import { SERVICE_TIMES_KEY, ServiceTimesForm } from './service-times-form.client'
import { VisitTextsForm } from './visit-texts-form.client'

/** GET /api/admin/page-texts: as last saved (drafts included), and each page's state. */
type StaffPageTexts = {
  saved: PageTexts
  publishing: Record<keyof PageTexts, PublishingState>
}

/** GET /api/admin/service-times. */
type StaffServiceTimes = { saved: ServiceTimesContent; publishing: PublishingState }

/** The page-text forms, in the tab's order: where visitors see each, and its form. */
const PAGE_TEXT_SECTIONS: {
  id: string
  title: string
  shownOn: string
  form: (texts: StaffPageTexts) => ReactNode
}[] = [
  {
    id: 'home',
    title: 'Home',
    shownOn:
      "The hero at the top of the home page, the three welcome cards under it, and the newsletter's promise (also on Plan a Visit).",
    form: (texts) => <HomeTextsForm saved={texts.saved.home} publishing={texts.publishing.home} />,
  },
  {
    id: 'about',
    title: 'About',
    shownOn:
      'The leadership cards on About → Staff in this order, and the Music, Kids Church and What We Believe tabs.',
    form: (texts) => (
      <AboutTextsForm saved={texts.saved.about} publishing={texts.publishing.about} />
    ),
  },
  {
    id: 'visit',
    title: 'Plan a Visit',
    shownOn: "The welcome under the page's heading, and its questions in this order.",
    form: (texts) => (
      <VisitTextsForm saved={texts.saved.visit} publishing={texts.publishing.visit} />
    ),
  },
  {
    id: 'give',
    title: 'Give',
    shownOn:
      "The page's introduction, the account the Give Online button opens, the notice under it and the other ways to give.",
    form: (texts) => <GiveTextsForm saved={texts.saved.give} publishing={texts.publishing.give} />,
  },
  {
    id: 'navigation',
    title: 'Navigation',
    shownOn: "The menu at the top of every page, and the footer's Quick Links, in this order.",
    form: (texts) => (
      <NavigationForm saved={texts.saved.navigation} publishing={texts.publishing.navigation} />
    ),
  },
]

/**
 * What visitors read that is not a list of sermons or events, one form per page
 * (docs/site-content.md). Each form opens on its latest draft; a publish shows on the public
 * pages at their next view (docs/publishing.md).
 */
export const PagesTab = () => {
  const serviceTimes = useQuery<StaffServiceTimes>({ queryKey: SERVICE_TIMES_KEY })
  const texts = useQuery<StaffPageTexts>({ queryKey: PAGE_TEXTS_KEY })
  // Each form's count of restores: a restore opens the form again on the restored values.
  const [restores, setRestores] = useState<Record<string, number>>({})
  const restored = (id: string) => () =>
    setRestores((now) => ({ ...now, [id]: (now[id] ?? 0) + 1 }))
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
        actions={
          <GlobalHistoryButton
            global="service-times"
            title="Service times"
            fields={SERVICE_TIMES_HISTORY_FIELDS}
            formKey={SERVICE_TIMES_KEY}
            onRestored={restored('service-times')}
          />
        }
      >
        {serviceTimes.data ? (
          <ServiceTimesForm
            key={restores['service-times'] ?? 0}
            saved={serviceTimes.data.saved}
            publishing={serviceTimes.data.publishing}
          />
        ) : null}
      </PageSection>
      {PAGE_TEXT_SECTIONS.map(({ id, title, shownOn, form }) => (
        <PageSection
          key={id}
          id={id}
          title={title}
          shownOn={shownOn}
          query={texts}
          actions={
            <GlobalHistoryButton
              global="page-texts"
              part={id}
              title={title}
              fields={pageTextHistoryFields(id)}
              formKey={PAGE_TEXTS_KEY}
              onRestored={restored(id)}
            />
          }
        >
          {texts.data ? <div key={restores[id] ?? 0}>{form(texts.data)}</div> : null}
        </PageSection>
      ))}
    </section>
  )
}
