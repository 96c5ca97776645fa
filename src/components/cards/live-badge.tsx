/** The red LIVE badge for a stream whose isLive is true. */
export const LiveBadge = () => (
  <span className="inline-flex items-center gap-1 rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
    <span aria-hidden="true" className="h-2 w-2 rounded-full bg-white" />
    LIVE
  </span>
)
