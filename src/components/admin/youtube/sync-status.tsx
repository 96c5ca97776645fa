import { syncResultText, type YoutubeSync } from './use-youtube-sync'

/** Announces progress and the outcome; a live region, so screen readers hear both. */
export const SyncStatus = ({ sync }: { sync: YoutubeSync }) => (
  <div role="status" aria-live="polite" className="min-h-6 text-sm text-slate-700">
    {sync.isSyncing ? (
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-slate-300 border-t-primary"
        />
        Syncing… Reading the playlist from YouTube.
      </span>
    ) : sync.lastResult ? (
      <span className="font-medium text-slate-900">{syncResultText(sync.lastResult)}</span>
    ) : null}
  </div>
)
