'use client'

import { Button } from '@/components/ui/button'
import { formatFileSize } from '@/lib/uploads/sermon-file-rules'

import type { UploadState } from './use-resumable-upload'

type Props = {
  name: string
  state: UploadState
  onPause: () => void
  onResume: () => void
  onCancel: () => void
}

/** A running upload: a progress bar with words, and Pause/Resume and Cancel. */
export const UploadProgress = ({ name, state, onPause, onResume, onCancel }: Props) => {
  if (state.status === 'idle' || state.status === 'done') return null
  return (
    <div className="mt-3 space-y-2" aria-live="polite">
      {state.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      ) : (
        <>
          <progress
            className="h-2 w-full"
            aria-label={`Uploading ${name}`}
            max={state.total || 1}
            value={state.sent}
          />
          <p className="text-sm text-slate-700">
            {state.status === 'paused' ? 'Paused: ' : 'Uploading: '}
            {formatFileSize(state.sent)} of {formatFileSize(state.total)} (
            {state.total ? Math.floor((state.sent / state.total) * 100) : 0}%)
          </p>
        </>
      )}
      <div className="flex gap-2">
        {state.status === 'uploading' ? (
          <Button variant="secondary" onClick={onPause}>
            Pause
          </Button>
        ) : null}
        {state.status === 'paused' || (state.status === 'failed' && state.canResume) ? (
          <Button variant="secondary" onClick={onResume}>
            Resume
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  )
}
