import { cardClasses } from '@/components/ui/styles'
const FEATURES = [
  {
    title: 'Sunday Worship',
    text: 'Join us at 10:30 AM for prayer, music and the Eucharist, in the church or online.',
  },
  {
    title: 'Community Events',
    text: 'Suppers, Bible studies and gatherings through the week, for every age and season.',
  },
  {
    title: 'Serve Together',
    text: 'Put your faith to work with our outreach, music, hospitality and children’s ministries.',
  },
] as const

/** The three feature cards (docs/requirements/public-pages.md). */
export const FeatureCards = () => (
  <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12">
    <h2 id="features-heading" className="sr-only">
      Life at our church
    </h2>
    <ul className="grid gap-6 md:grid-cols-3">
      {FEATURES.map(({ title, text }) => (
        <li key={title} className={cardClasses.normal}>
          <h3 className="text-xl font-semibold text-secondary">{title}</h3>
          <p className="mt-2 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  </section>
)
