import { z } from 'zod'

import { QUESTION_KINDS } from '../registration/settings'
import { REGISTRATION_STATUSES } from '../registration/statuses'
import { SPAM_REASONS } from '../spam-reasons'

/** The /api answers about registrations, for the OpenAPI document (docs/registration.md). */

export const registrationQuestionBody = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  choices: z.array(z.string()).optional(),
})

export const availabilityBody = z.object({
  occurrence: z.string().describe('The date (YYYY-MM-DD)'),
  state: z.enum(['open', 'waitlist', 'full', 'closed']),
  placesLeft: z.number().int().min(0).nullable().describe('null: no limit'),
  maxPeople: z.number().int(),
  questions: z.array(registrationQuestionBody),
})

/** A sign-up judged spam gets the message alone: it is held for staff and takes no place. */
export const registrationOutcomeBody = z.object({
  id: z.number().int().optional(),
  status: z.enum(['confirmed', 'waitlisted']).optional(),
  occurrence: z.string().optional(),
  placesLeft: z.number().int().min(0).nullable().optional(),
  message: z.string(),
})

export const cancelPreviewBody = z.object({
  eventId: z.number().int(),
  eventTitle: z.string(),
  occurrence: z.string(),
  people: z.number().int(),
  status: z.enum(['confirmed', 'waitlisted']),
})

export const cancelQuerySchema = z.object({
  token: z.string({ error: 'The cancel link is incomplete' }).min(1).max(600),
})

export const occurrenceQuerySchema = z.object({
  occurrence: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'occurrence must be a date (YYYY-MM-DD)')
    .optional(),
})

export const rosterEntryBody = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  people: z.number().int(),
  status: z.enum(REGISTRATION_STATUSES),
  answers: z.array(z.object({ question: z.string(), answer: z.string() })),
  checkedIn: z.boolean(),
  registeredAt: z.string(),
  addedByStaff: z.boolean(),
  spamReason: z.enum(SPAM_REASONS).nullable().describe('Why a held sign-up was flagged'),
})

export const rosterBody = z.object({
  eventId: z.number().int(),
  eventTitle: z.string(),
  occurrence: z.string(),
  occurrences: z.array(z.string()).describe('The dates that have registrations, and the next one'),
  capacity: z.number().int().nullable(),
  counts: z.object({
    confirmed: z.number().int().describe('People confirmed'),
    waitlisted: z.number().int().describe('People waiting'),
    cancelled: z.number().int().describe('Registrations cancelled'),
    checkedIn: z.number().int().describe('People checked in'),
    held: z.number().int().describe('Sign-ups held as spam, taking no place'),
  }),
  registrations: z.array(rosterEntryBody),
})

export const registrationEventsBody = z.array(
  z.object({
    eventId: z.number().int(),
    title: z.string(),
    occurrence: z.string(),
    confirmed: z.number().int().describe('People confirmed'),
    waitlisted: z.number().int().describe('People waiting'),
    capacity: z.number().int().nullable(),
  }),
)
