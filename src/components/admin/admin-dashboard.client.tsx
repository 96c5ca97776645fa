'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'

import { ADMIN_TABS, isAdminTab, type AdminTabId } from './admin-tabs'
import { EventsTab } from './content/events-tab.client'
import { ContentTab } from './content/content-tab.client'
import { featuredContentResource, sundayServiceResource } from './content/resources'
import { SermonsTab } from './content/sermons-tab.client'
import { GroupsTab } from './groups/groups-tab.client'
import { LiveStreamsTab } from './livestreams/livestreams-tab.client'
import { TrashTab } from './trash/trash-tab.client'
import { MessagesTab } from './messages/messages-tab.client'
import { NewsletterTab } from './newsletter/newsletter-tab.client'
import { OverviewTab } from './overview/overview-tab.client'
import { PrayerInbox } from './prayer/prayer-inbox.client'
import { RegistrationsTab } from './registrations/registrations-tab.client'
import { PagesTab } from './pages/pages-tab.client'
import { SettingsTab } from './settings/settings-tab.client'
import { TabList, tabButtonId, tabPanelId } from './tab-list.client'
import { YoutubeTab } from './youtube/youtube-tab.client'

const PANELS: Record<AdminTabId, () => React.ReactNode> = {
  overview: () => <OverviewTab />,
  sermons: () => <SermonsTab />,
  events: () => <EventsTab />,
  registrations: () => <RegistrationsTab />,
  services: () => <ContentTab resource={sundayServiceResource} title="Sunday services" />,
  featured: () => <ContentTab resource={featuredContentResource} title="Featured content" />,
  messages: () => <MessagesTab />,
  newsletter: () => <NewsletterTab />,
  prayer: () => <PrayerInbox canApprove />,
  livestreams: () => <LiveStreamsTab />,
  groups: () => <GroupsTab />,
  pages: () => <PagesTab />,
  settings: () => <SettingsTab />,
  youtube: () => <YoutubeTab />,
  trash: () => <TrashTab />,
}

/** The dashboard: the tab list, and the open tab's panel. The open tab is in the URL (?tab=). */
export const AdminDashboard = () => {
  const searchParams = useSearchParams()
  const router = useRouter()
  const pathname = usePathname()
  const requested = searchParams.get('tab')
  const current: AdminTabId = isAdminTab(requested) ? requested : 'overview'
  const tab = ADMIN_TABS.find((candidate) => candidate.id === current)!

  const select = (next: AdminTabId) => router.replace(`${pathname}?tab=${next}`, { scroll: false })

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <TabList current={current} onSelect={select} />
      <div
        id={tabPanelId(current)}
        role="tabpanel"
        // Services and featured content have no tab button; their panel is named directly.
        {...(tab.hasButton
          ? { 'aria-labelledby': tabButtonId(current) }
          : { 'aria-label': tab.label })}
        tabIndex={0}
      >
        {PANELS[current]()}
      </div>
    </div>
  )
}
