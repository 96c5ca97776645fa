/**
 * Where a registration stands (docs/registration.md). `held`: the spam checks flagged the sign-up;
 * it holds no place and sent no email until staff say "Not spam".
 */
export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled', 'held'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** How staff read each status on the roster. */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlist',
  cancelled: 'Cancelled',
  held: 'Held as spam',
}
