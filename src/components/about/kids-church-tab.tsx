import { cardClasses } from '@/components/ui/styles'
const PROGRAMS = [
  {
    name: 'Nursery',
    ages: 'ages 0-2',
    text: 'A warm, toy-filled room next to the parish hall, staffed every Sunday from 10:15 AM until the end of coffee hour. Parents are welcome to stay or to collect a pager.',
  },
  {
    name: 'Kids Church',
    ages: 'ages 3-11',
    text: 'Sunday 10:00 AM: Bible stories, songs, crafts and prayer in our children’s chapel. Children join their families in church for Communion.',
  },
  {
    name: 'Family Events',
    ages: 'all ages',
    text: 'Beach picnics, the Advent wreath workshop, the Christmas pageant, Easter egg hunts on the lawn, and a summer Vacation Bible School on the harbour.',
  },
] as const

const SAFETY = [
  'Every volunteer is background-checked and trained in Safeguarding God’s Children.',
  'Two unrelated adults are always present in each room.',
  'Children are checked in and out by a parent or guardian with a matching tag.',
  'Allergies and care notes are recorded at check-in and shared with the teachers.',
] as const

/**
 * The kids-church tab: nursery, kids church, family events and safety
 * (docs/requirements/public-pages.md).
 */
export const KidsChurchTab = () => (
  <div className="space-y-8">
    <p className="max-w-3xl text-lg text-slate-700">
      Children are a gift to our parish, and their wiggles and questions are welcome in church.
      Alongside worship with their families, we offer programs for every age.
    </p>
    <ul className="grid gap-6 md:grid-cols-3">
      {PROGRAMS.map(({ name, ages, text }) => (
        <li key={name} className={cardClasses.compact}>
          <h3 className="text-xl font-semibold text-secondary">{name}</h3>
          <p className="font-medium text-accent">{ages}</p>
          <p className="mt-2 text-slate-700">{text}</p>
        </li>
      ))}
    </ul>
    <section aria-labelledby="kids-safety-heading" className="rounded-lg bg-slate-50 p-6">
      <h3 id="kids-safety-heading" className="text-xl font-semibold text-secondary">
        Safety and Check-in
      </h3>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
        {SAFETY.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  </div>
)
