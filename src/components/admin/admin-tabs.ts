/**
 * The dashboard's tabs (docs/requirements/dashboard.md). Services and featured content have no tab
 * button; staff reach them from the overview's links (/admin?tab=services, /admin?tab=featured).
 */
export const ADMIN_TABS = [
  { id: 'overview', label: 'Overview', hasButton: true },
  { id: 'sermons', label: 'Sermons', hasButton: true },
  { id: 'events', label: 'Events', hasButton: true },
  // Reached from the overview's fill levels and the Events tab (docs/registration.md).
  { id: 'registrations', label: 'Registrations', hasButton: false },
  { id: 'services', label: 'Sunday Services', hasButton: false },
  { id: 'featured', label: 'Featured Content', hasButton: false },
  { id: 'messages', label: 'Messages', hasButton: true },
  { id: 'newsletter', label: 'Newsletter', hasButton: true },
  { id: 'prayer', label: 'Prayer', hasButton: true },
  { id: 'livestreams', label: 'Live Streams', hasButton: true },
  // Small groups and their requests to join (docs/groups.md).
  { id: 'groups', label: 'Groups', hasButton: true },
  // Everything a visitor reads that is not a list: service times, page texts (docs/site-content.md).
  { id: 'pages', label: 'Pages', hasButton: true },
  // What staff deleted, to restore or delete for good (docs/trash.md). Before
  // Settings so YouTube stays the last tab, as the spec's tab list has it.
  { id: 'trash', label: 'Trash', hasButton: true },
  { id: 'settings', label: 'Settings', hasButton: true },
  { id: 'youtube', label: 'YouTube', hasButton: true },
] as const

export type AdminTabId = (typeof ADMIN_TABS)[number]['id']

export const isAdminTab = (value: string | null): value is AdminTabId =>
  ADMIN_TABS.some((tab) => tab.id === value)

export const adminTabHref = (tab: AdminTabId) => `/admin?tab=${tab}`
