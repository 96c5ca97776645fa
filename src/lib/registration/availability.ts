import { countOf } from '../format-count'
import type { RegistrationQuestion } from './settings'

/** What the public may know of an occurrence's registration: counts, never names. */
export type RegistrationAvailability = {
  occurrence: string
  /** open; full (a new sign-up joins the waitlist, or is refused without one); closed. */
  state: 'open' | 'waitlist' | 'full' | 'closed'
  /** null: the event has no limit. */
  placesLeft: number | null
  maxPeople: number
  questions: RegistrationQuestion[]
}

/** The line the event page shows above the form: "12 places left", "Full: join the waitlist". */
export const availabilityText = ({ state, placesLeft }: RegistrationAvailability): string => {
  if (state === 'closed') return 'Registration closed'
  if (state === 'full') return 'Full'
  if (state === 'waitlist') return 'Full: join the waitlist'
  return placesLeft === null ? 'Registration open' : `${countOf(placesLeft, 'place')} left`
}
