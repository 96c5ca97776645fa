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

/** Service times shown in the footer and on the contact page (docs/requirements/public-pages.md). */
export const FOOTER_SERVICE_TIMES = [
  { label: 'Sundays', time: '10:30 a.m.' },
  { label: "Women's Bible Study", time: 'Tuesday 10:00 a.m.' },
] as const

/**
 * When Sunday worship starts (HH:MM, 24-hour): a live stream with no start time of its own is
 * taken to start then (src/server/live-streams/live-window.ts).
 */
export const SUNDAY_WORSHIP_START = '10:30'

export const SERVICE_TIMES = [
  { label: 'Sunday Worship', time: '10:30 AM' },
  { label: 'Wednesday Service', time: '7:00 PM' },
  { label: "Women's Bible Study", time: 'Tuesday 10:00 AM' },
  { label: 'Eastside Missional', time: 'Wednesday 5:30 PM' },
  { label: 'Kids Church', time: 'Sunday 10:00 AM' },
] as const

export const NAV_LINKS = [
  { href: '/about/staff', label: 'About Us', activePrefix: '/about' },
  { href: '/events', label: 'Events', activePrefix: '/events' },
  { href: '/sermons', label: 'Sermons', activePrefix: '/sermons' },
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
