/** What the confirm and unsubscribe pages (and their /api routes) tell the visitor. */
export const SUBSCRIPTION_CONFIRMED = 'Thank you: your subscription is confirmed.'
export const ALREADY_CONFIRMED = 'Your subscription is already confirmed.'
export const CONFIRM_LINK_DEAD =
  'This confirmation link has expired or was replaced by a newer one. Please subscribe again.'
export const UNSUBSCRIBED = 'You are unsubscribed and will not receive the newsletter again.'
export const UNSUBSCRIBE_LINK_DEAD =
  'This unsubscribe link is not valid. If you still receive the newsletter, reply to it and ask us to remove you.'
