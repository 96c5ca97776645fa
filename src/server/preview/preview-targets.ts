import type { PreviewCollection } from '@/lib/schemas/preview'

/** How each previewable collection is named in messages, and where its public page is. */
export const PREVIEW_TARGETS: Record<
  PreviewCollection,
  { label: string; path: (id: number) => string }
> = {
  sermons: { label: 'Sermon', path: (id) => `/sermons/${id}` },
  events: { label: 'Event', path: (id) => `/events/${id}` },
}
