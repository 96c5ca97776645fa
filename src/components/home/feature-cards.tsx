import { cardClasses } from '@/components/ui/styles'
import type { HomeTexts } from '@/lib/page-texts/home-defaults'

/**
 * The three welcome cards (docs/requirements/public-pages.md), as staff wrote them in Pages → Home,
 * variables filled in.
 */
export const FeatureCards = ({ cards }: { cards: HomeTexts['welcomeCards'] }) => (
  <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12">
    <h2 id="features-heading" className="sr-only">
      Life at our church
    </h2>
    <ul className="grid gap-6 md:grid-cols-3">
      {cards.map(({ title, text }, index) => (
        <li key={index} className={cardClasses.normal}>
          <h3 className="text-xl font-semibold text-secondary">{title}</h3>
          <p className="mt-2 whitespace-pre-line text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
  </section>
)
