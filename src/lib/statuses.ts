/** Where staff are with a contact message or a visit request (docs/requirements/api.md). */
export const CONTACT_MESSAGE_STATUSES = ['new', 'responded', 'archived'] as const
export const VISITOR_REQUEST_STATUSES = ['new', 'contacted', 'visited'] as const
