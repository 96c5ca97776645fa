/** The home page's three welcome cards: the layout has room for three, no more, no fewer. */
export const WELCOME_CARD_COUNT = 3

export type HomeTexts = {
  heroTitle: string
  heroSubtitle: string
  welcomeCards: { title: string; text: string }[]
  /** One sentence under "Stay Connected", on the home page and Plan a Visit alike. */
  newsletterPromise: string
}

/** What a new church's home page says until staff save (the spec's texts). */
export const HOME_DEFAULTS: HomeTexts = {
  heroTitle: '[Church Name]',
  heroSubtitle: '[Tagline]',
  welcomeCards: [
    {
      title: 'Sunday Worship',
      text: 'Join us at [Time] for prayer, music and the Eucharist, in the church or online.',
    },
    {
      title: 'Community Events',
      text: 'Suppers, Bible studies and gatherings through the week, for every age and season.',
    },
    {
      title: 'Serve Together',
      text: 'Put your faith to work with our outreach, music, hospitality and children’s ministries.',
    },
  ],
  newsletterPromise: 'News of services, events and parish life, in your inbox once a week.',
}
