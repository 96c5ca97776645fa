import type { ServiceTimesContent } from './service-times/service-time'

/**
 * What the footer and contact page show when the site config leaves a field empty (contact details
 * from the site config with defaults, docs/requirements/public-pages.md). A new church replaces
 * them in Settings.
 */
export const CONTACT_FALLBACKS = {
  churchName: 'Shoreline Anglican Church',
  address: '1 Shore Road, Seaside',
  phone: '(555) 010-0100',
  email: 'office@example.org',
} as const

/**
 * When Sunday worship starts (HH:MM, 24-hour): a live stream with no start time of its own is
 * taken to start then (src/server/live-streams/live-window.ts).
 */
export const SUNDAY_WORSHIP_START = '10:30'

/**
 * The service times a new church starts with (the spec's): staff replace them in the dashboard
 * (Pages → Service times), and every page reads them from there (docs/site-content.md).
 */
export const SERVICE_TIMES_DEFAULTS: ServiceTimesContent = {
  services: [
    {
      name: 'Sunday Worship',
      day: 'sunday',
      time: SUNDAY_WORSHIP_START,
      footerLabel: 'Sundays',
      showInFooter: true,
    },
    { name: 'Wednesday Service', day: 'wednesday', time: '19:00', showInFooter: false },
    { name: "Women's Bible Study", day: 'tuesday', time: '10:00', showInFooter: true },
    { name: 'Eastside Missional', day: 'wednesday', time: '17:30', showInFooter: false },
    { name: 'Kids Church', day: 'sunday', time: '10:00', showInFooter: false },
  ],
  promoLine: 'Sunday worship services are live at [Time] [Time Zone]',
}

export const NAV_LINKS = [
  { href: '/about/staff', label: 'About Us', activePrefix: '/about' },
  { href: '/events', label: 'Events', activePrefix: '/events' },
  { href: '/sermons', label: 'Sermons', activePrefix: '/sermons' },
  { href: '/groups', label: 'Groups', activePrefix: '/groups' },
  { href: '/contact', label: 'Contact', activePrefix: '/contact' },
  { href: '/give', label: 'Give', activePrefix: '/give' },
  { href: '/plan-a-visit', label: 'Plan a Visit', activePrefix: '/plan-a-visit' },
  { href: '/prayer', label: 'Prayer', activePrefix: '/prayer' },
] as const

/**
 * The email texts a new church starts with (Settings → Email). The site config's defaults, and
 * what an email falls back to when staff leave a subject or message empty.
 */
export const EMAIL_TEMPLATE_DEFAULTS = {
  autoReplySubject: 'Thank you for contacting us',
  autoReplyMessage:
    'Thank you for reaching out. We have received your message and will reply soon.',
  visitorWelcomeSubject: 'Welcome to [Church Name]!',
  visitorWelcomeMessage:
    'Dear [Visitor Name],\n\nThank you for planning a visit to [Church Name]. We look forward to meeting you and your family ([Number of Kids] kids).\n\nSee you on Sunday!',
  newsletterWelcomeSubject: 'Welcome to the [Church Name] newsletter',
  newsletterWelcomeMessage:
    'Thank you for subscribing to the [Church Name] newsletter. We will keep you up to date with news and events.\n\nIf you did not sign up, you can ignore this email.',
} as const
