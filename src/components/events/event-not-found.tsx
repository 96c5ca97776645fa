import { BackToEventsLink } from './back-to-events-link'

/**
 * What /events/{id} shows when the event is missing or could not be loaded
 * (docs/requirements/public-pages.md).
 */
export const EventNotFound = () => (
  <div className="mx-auto max-w-xl px-4 py-24 text-center">
    <h1 className="text-3xl font-bold text-secondary">Event Not Found</h1>
    <p className="mt-4 text-slate-700">
      The event you&apos;re looking for doesn&apos;t exist or has been removed.
    </p>
    <div className="mt-8">
      <BackToEventsLink variant="button" />
    </div>
  </div>
)
