/** Shown while an event loads, for example on a click from the events list. */
const EventLoading = () => (
  <div className="mx-auto max-w-5xl px-4 py-24 text-center">
    <span
      aria-hidden="true"
      className="inline-block h-10 w-10 animate-spin rounded-full border-4 border-slate-300 border-t-primary"
    />
    <p role="status" className="mt-4 text-slate-700">
      Loading event details...
    </p>
  </div>
)

export default EventLoading
