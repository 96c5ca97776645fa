'use client'

export const RetryButton = ({ onRetry }: { onRetry: () => void }) => (
  <button
    type="button"
    onClick={onRetry}
    className="rounded border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100"
  >
    Try again
  </button>
)
