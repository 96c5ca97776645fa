'use client'

import { SermonAudioUpload } from './sermon-audio-upload.client'
import { SermonDocuments } from './sermon-documents.client'
import type { FinishedUpload } from './use-resumable-upload'

/**
 * The sermon form's media (an existing sermon only: files belong to one). Uploads go straight
 * to the server while the form stays open; the audio's new address lands in the form's Audio URL
 * so saving the form keeps it.
 */
export const SermonMediaPanel = ({
  sermonId,
  onAudioHosted,
}: {
  sermonId: number
  onAudioHosted: (file: FinishedUpload) => void
}) => (
  <fieldset className="mt-6 space-y-6 border-t border-slate-200 pt-4">
    <legend className="text-base font-semibold">Audio and documents</legend>
    <SermonAudioUpload sermonId={sermonId} onHosted={onAudioHosted} />
    <SermonDocuments sermonId={sermonId} />
  </fieldset>
)
