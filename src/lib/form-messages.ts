/**
 * The public forms' success texts (docs/requirements/public-pages.md), written once: the /api
 * answers with them and the browser forms show them.
 */
export const CONTACT_SENT_MESSAGE =
  "Your message has been sent successfully! We'll get back to you soon."

export const VISIT_REQUESTED_MESSAGE = "We can't wait to meet you! We'll be in touch soon."

export const SUBSCRIBED_MESSAGE = 'Thank you for subscribing to our newsletter!'
