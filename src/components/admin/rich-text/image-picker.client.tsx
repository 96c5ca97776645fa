'use client'

import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { apiJson } from '@/lib/api/api-request'
import type { RichTextImage } from '@/lib/rich-text/images'

import { ImageUploadField } from '../image-upload/image-upload-field.client'

type MediaPage = { docs: RichTextImage[]; page: number; totalPages: number }

type Props = {
  id: string
  label: string
  onInsert: (image: RichTextImage, alt: string) => void
  onCancel: () => void
}

const media = (query: string) => apiJson<MediaPage>('GET', `/api/admin/media?${query}`)

/** The library's entry for an image just uploaded, by the stored name in its address. */
const uploadedImage = async (publicUrl: string): Promise<RichTextImage> => {
  const filename = publicUrl.split('/').pop() ?? ''
  const [image] = (await media(`filename=${encodeURIComponent(filename)}`)).docs
  if (!image) throw new Error('The uploaded image is not in the media library')
  return image
}

/**
 * Placing an image in a rich text: upload one (the dashboard's image upload) or choose one from
 * the media library, describe it for people who cannot see it, insert it.
 */
export const ImagePicker = ({ id, label, onInsert, onCancel }: Props) => {
  const [chosen, setChosen] = useState<RichTextImage | null>(null)
  const [alt, setAlt] = useState('')
  const [page, setPage] = useState(1)
  const [problem, setProblem] = useState<string | null>(null)
  const library = useQuery({
    queryKey: ['/api/admin/media', 'page', page],
    queryFn: () => media(`page=${page}`),
  })
  const choose = (image: RichTextImage) => {
    setChosen(image)
    setAlt(image.alt)
    setProblem(null)
  }

  return (
    <div
      role="group"
      aria-label={`${label}: add an image`}
      className="space-y-4 rounded border border-slate-300 bg-slate-50 p-4"
    >
      <ImageUploadField
        id={`${id}-image-upload`}
        label="Upload a new image"
        value={null}
        onChange={(publicUrl) =>
          uploadedImage(publicUrl).then(choose, (failure: Error) => setProblem(failure.message))
        }
      />
      <div>
        <p className="text-sm font-medium text-slate-900">Or choose one from the media library</p>
        {library.isPending ? <p className="text-sm text-slate-700">Loading images…</p> : null}
        {library.data && library.data.docs.length === 0 ? (
          <p className="text-sm text-slate-700">The media library has no images yet.</p>
        ) : null}
        <ul className="mt-2 flex flex-wrap gap-2">
          {library.data?.docs.map((image) => (
            <li key={image.id}>
              <Button
                variant="plain"
                aria-pressed={chosen?.id === image.id}
                aria-label={`Choose ${image.alt || `image ${image.id}`}`}
                onClick={() => choose(image)}
                className="rounded border-2 border-transparent p-0.5 aria-pressed:border-primary"
              >
                {/* A thumbnail of the library's own file. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={image.url} alt="" className="h-16 w-16 rounded object-cover" />
              </Button>
            </li>
          ))}
        </ul>
        {library.data && library.data.totalPages > 1 ? (
          <div className="mt-2 flex gap-2">
            <Button variant="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Newer images
            </Button>
            <Button
              variant="small"
              disabled={page >= library.data.totalPages}
              onClick={() => setPage(page + 1)}
            >
              Older images
            </Button>
          </div>
        ) : null}
      </div>
      {chosen ? (
        <div className="space-y-1">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={chosen.url} alt="" className="h-24 w-auto max-w-full rounded" />
          <label htmlFor={`${id}-image-alt`} className="block text-sm font-medium text-slate-900">
            Describe the image for people who cannot see it
          </label>
          <TextField
            id={`${id}-image-alt`}
            value={alt}
            maxLength={300}
            onChange={(event) => setAlt(event.currentTarget.value)}
          />
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button
          variant="small"
          disabled={!chosen}
          onClick={() => chosen && onInsert(chosen, alt.trim())}
        >
          Insert image
        </Button>
        <Button variant="small" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  )
}
