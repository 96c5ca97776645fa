export const seedSiteConfig = {
  churchName: "St. Brendan's-by-the-Sea",
  tagline: 'An Anglican parish on the harbour in Port Halden, where all are welcome at the table',
  footerAbout:
    "St. Brendan's-by-the-Sea has gathered for worship on Harbour Road since 1887, praying for all who live and work along this stretch of the Maine coast. Whether you are a lifelong local, a summer visitor, or simply curious, you will find a seat, a warm welcome, and a cup of coffee waiting for you.",
  // What the pages show; the save makes it again from the parts below (the same line).
  address: '12 Harbour Road, Port Halden, ME 04011',
  addressStreet: '12 Harbour Road',
  addressLocality: 'Port Halden',
  addressRegion: 'ME',
  addressPostalCode: '04011',
  addressCountry: 'US',
  phone: '(207) 555-0142',
  email: 'office@stbrendansbythesea.org',
  socialFacebook: 'https://www.facebook.com/stbrendansbythesea',
  socialInstagram: 'https://www.instagram.com/stbrendansbythesea',
  socialYoutube: 'https://www.youtube.com/@stbrendansbythesea',
  socialTwitter: '',
  primaryColor: '#1d4ed8',
  accentColor: '#0f766e',
  secondaryColor: '#1e293b',
  contactPageUrl: '/plan-a-visit',
  contactEmailTo: 'office@stbrendansbythesea.org',
  contactEmailFrom: 'website@stbrendansbythesea.org',
} as const

export const seedFeaturedVideo = {
  type: 'video' as const,
  contentId: 'welcome-video',
  title: "Welcome to St. Brendan's",
  description:
    "Take a two-minute walk through St. Brendan's-by-the-Sea with Canon Margaret: from the red doors on Harbour Road to the St. Brendan window, the children's corner, and coffee hour in the parish hall. We would love to welcome you in person on Sunday at 10:30.",
  youtubeUrl: 'https://www.youtube.com/watch?v=2ayVcLCrR9Q',
  isActive: true,
}
