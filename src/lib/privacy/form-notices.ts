import { RETENTION_RULES, retentionInWords, type RetentionSettings } from './retention-rules'

/** One form of the site as the privacy page explains it: what, why, how long, who reads it. */
export type FormNotice = {
  form: string
  collects: string
  why: string
  keptFor: (settings: RetentionSettings) => string
  receivedBy: string
}

/** "2 years after they are sent": a retention setting in the words the page uses. */
const keptFor =
  (name: keyof RetentionSettings, afterwards = '') =>
  (settings: RetentionSettings) => {
    const rule = RETENTION_RULES.find((candidate) => candidate.name === name)!
    return `${retentionInWords(settings[name], rule.unit)} ${rule.counted}${afterwards}, then deleted.`
  }

const OFFICE = 'The church office: the staff who answer the website’s messages.'

/** Every form that takes personal data (src/server/privacy/personal-data-sources.ts). */
export const FORM_NOTICES: readonly FormNotice[] = [
  {
    form: 'Contact form',
    collects: 'Your name, email address, subject and message.',
    why: 'To answer your message.',
    keptFor: keptFor('contactMessagesMonths'),
    receivedBy: OFFICE,
  },
  {
    form: 'Plan a Visit',
    collects: 'Your name, email address, phone number and how many children are coming.',
    why: 'To welcome you and your family, and to get in touch about your visit.',
    keptFor: keptFor('visitorRequestsMonths'),
    receivedBy: OFFICE,
  },
  {
    form: 'Newsletter',
    collects: 'Your email address, and when you confirmed it.',
    why: 'To send you the newsletter you asked for, once you confirm from the email we send.',
    keptFor: () =>
      'Until you unsubscribe (every newsletter email has a link). A signup nobody confirms is deleted after 7 days.',
    receivedBy: 'The staff who send the newsletter.',
  },
  {
    form: 'Event registration',
    collects:
      'Your name, email address, phone number if you give it, how many people are coming and your answers to the event’s questions.',
    why: 'To keep your place, send your confirmation and a reminder, and check you in.',
    keptFor: (settings) =>
      `${keptFor('registrationsMonths')(settings).replace(', then deleted.', '')}, then your name and contact details are erased (the number of places stays).`,
    receivedBy: 'The staff who run the event.',
  },
  {
    form: 'Prayer request',
    collects:
      'Your request, your name unless you ask to stay anonymous, and your email address if you give it.',
    why: 'To pray for you as you asked, and to reply if you want us to.',
    keptFor: keptFor('prayerRequestsMonths'),
    receivedBy:
      'The pastoral staff. The prayer team only if you share it with them; the prayer wall (without your surname or email address) only if you choose it and staff approve.',
  },
  {
    form: 'Request to join a group',
    collects:
      'Your name, email address, phone number if you give it, your message and the group you asked to join.',
    why: 'So the group’s leaders can welcome you and tell you where and when it meets.',
    keptFor: keptFor('groupJoinRequestsMonths'),
    receivedBy: 'The group’s leaders and the church office.',
  },
]
