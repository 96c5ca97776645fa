/** What a featured-content item points at. */
export const FEATURED_TYPES = ['video', 'sermon', 'event'] as const
