import type { Group } from '../../../../payload-types'

/** A demo group as staff would enter it; leaders by name and an example.org address. */
export type SeedGroup = Pick<
  Group,
  | 'name'
  | 'slug'
  | 'description'
  | 'category'
  | 'meetingDay'
  | 'meetingTime'
  | 'meetingRule'
  | 'area'
  | 'childcare'
  | 'status'
  | 'featured'
> & { leaders: { name: string; email: string }[] }

/**
 * Five demo groups (docs/groups.md): every kind, different days and areas, one full, two featured,
 * one meeting monthly by a repeat rule.
 */
export const seedGroups: SeedGroup[] = [
  {
    name: 'Harbourside Home Group',
    slug: 'harbourside-home-group',
    description:
      'Supper, the coming Sunday’s readings and prayer for one another, in a home near the harbour. Newcomers are always welcome.',
    category: 'small-group',
    meetingDay: 'TU',
    meetingTime: '19:00',
    area: 'Harbourside',
    childcare: false,
    status: 'open',
    featured: true,
    leaders: [
      { name: 'Ruth Fisher', email: 'ruth.fisher@example.org' },
      { name: 'Tom Fisher', email: 'tom.fisher@example.org' },
    ],
  },
  {
    name: 'Women’s Bible Study',
    slug: 'womens-bible-study',
    description:
      'A morning study working through the Gospel of Luke, with coffee. Childcare in the parish hall.',
    category: 'bible-study',
    meetingDay: 'TU',
    meetingTime: '10:00',
    area: 'Parish hall',
    childcare: true,
    status: 'full',
    featured: false,
    leaders: [{ name: 'Margaret Ellis', email: 'margaret.ellis@example.org' }],
  },
  {
    name: 'Food Pantry Team',
    slug: 'food-pantry-team',
    description:
      'We sort donations and welcome neighbours at the Saturday food pantry. No experience needed.',
    category: 'ministry',
    meetingDay: 'SA',
    meetingTime: '09:00',
    area: 'Parish hall',
    childcare: false,
    status: 'open',
    featured: true,
    leaders: [{ name: 'David Okafor', email: 'david.okafor@example.org' }],
  },
  {
    name: 'Alpha Course',
    slug: 'alpha-course',
    description:
      'Eleven weeks exploring the questions of life and faith over a meal. Ask anything; no question is too simple.',
    category: 'class',
    meetingDay: 'TH',
    meetingTime: '18:30',
    area: 'Northgate',
    childcare: true,
    status: 'open',
    featured: false,
    leaders: [{ name: 'Sarah Whitfield', email: 'sarah.whitfield@example.org' }],
  },
  {
    name: 'Men’s Breakfast',
    slug: 'mens-breakfast',
    description: 'Breakfast, a short talk and good company on the first Saturday of each month.',
    category: 'small-group',
    meetingDay: 'SA',
    meetingTime: '08:00',
    meetingRule: 'FREQ=MONTHLY;BYDAY=1SA',
    area: 'Old Town',
    childcare: false,
    status: 'open',
    featured: false,
    leaders: [{ name: 'James Carver', email: 'james.carver@example.org' }],
  },
]
