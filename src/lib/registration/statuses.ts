/** Where a registration stands (docs/registration.md). */
export const REGISTRATION_STATUSES = ['confirmed', 'waitlisted', 'cancelled'] as const
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number]

/** How staff read each status on the roster. */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlist',
  cancelled: 'Cancelled',
}
