'use client'

import { useId, useState } from 'react'

import { inputClass } from '../ui/styles'
import { UploadProgress } from './upload-progress.client'
import { useResumableUpload, type FinishedUpload } from './use-resumable-upload'

type Props = {
  sermonId: number
  /** The hosted file is now the sermon's audio: the form's Audio URL (and duration) follow. */
  onHosted: (file: FinishedUpload) => void
}

/** Upload the sermon's recording (MP3 or M4A); it becomes the sermon's audio when it is in. */
export const SermonAudioUpload = ({ sermonId, onHosted }: Props) => {
  const id = useId()
  const [name, setName] = useState('')
  const upload = useResumableUpload(onHosted)
  const busy = upload.state.status === 'uploading' || upload.state.status === 'paused'
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Upload the audio
      </label>
      <input
        id={id}
        type="file"
        accept="audio/mpeg,audio/mp4,audio/aac,.mp3,.m4a,.aac"
        disabled={busy}
        className={inputClass}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (!file) return
          setName(file.name)
          upload.start(file, { kind: 'audio', sermonId: String(sermonId) })
        }}
      />
      <p className="mt-1 text-xs text-slate-700">
        MP3 or M4A. The site hosts it for the player and the podcast, and fills in the duration.
      </p>
      {upload.state.status === 'done' ? (
        <p className="mt-2 text-sm text-green-800" role="status">
          {name} is uploaded and is now this sermon’s audio.
        </p>
      ) : null}
      <UploadProgress
        name={name}
        state={upload.state}
        onPause={upload.pause}
        onResume={upload.resume}
        onCancel={upload.cancel}
      />
    </div>
  )
}
